// What other code uses of the search: the top bar's button (its dialog loads on first use).
export { SearchButton } from './components/search-button';
