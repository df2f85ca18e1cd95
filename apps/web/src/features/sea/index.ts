// What other code uses of the sea: the visitors' home section (beaches' flags, the water).
export { SeaVisitorSection } from './components/sea-visitor-section';
