// What other code uses of the place search: the box over a group's or a business page's posts.
export { PlaceSearch } from './components/place-search';
