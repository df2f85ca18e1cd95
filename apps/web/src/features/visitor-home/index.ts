// What other code uses of the visitors' home: the screen (src/app/routes hands it the features'
// cards, declared in their feature.ts) and the town's alerts control a visitor subscribes this browser with.
export { VisitorHome } from './components/visitor-home';
export { VisitorAlertsControl } from './components/visitor-alerts-control';
