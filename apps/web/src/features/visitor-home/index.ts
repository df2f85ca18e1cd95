// What other code uses of the visitors' home: the screen (src/app/routes composes its sections)
// and the town's alerts control a visitor subscribes this browser with.
export { VisitorHome, type VisitorHomeSection } from './components/visitor-home';
export { VisitorAlertsControl } from './components/visitor-alerts-control';
