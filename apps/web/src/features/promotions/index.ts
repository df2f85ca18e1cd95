// What other code uses of promotions: the feed's cards and their query for the first screen.
export { promotionsQuery } from './api/list-promotions';
export { PromotionCards } from './components/promotion-cards';
