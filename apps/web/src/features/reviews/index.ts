// What other code uses of reviews: the stars and reviews of a business or a business page.
export { ReviewsPanel } from './components/reviews-panel';
