// What other code uses of businesses: the visitors' home section (where to eat, where to shop).
export { WhereToEatSection } from './components/where-to-eat-section';
