// What other code uses of saved items: the bookmark of a post, an event, a listing or a business page.
export { BookmarkButton } from './components/bookmark-button';
