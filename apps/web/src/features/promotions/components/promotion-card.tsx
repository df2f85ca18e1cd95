import type { PromotionBody } from '@portmarin/shared';
import type { HeadingLevel } from './card-parts';
import { CandidateCard } from './candidate-card';
import { OfficialNoticeCard } from './official-notice-card';
import { PartnersCard } from './partners-card';
import { RestaurantCard } from './restaurant-card';
import { SponsoredBusinessCard } from './sponsored-business-card';

/** The card for one promotion, by kind. */
export function PromotionCard({ promotion, level = 2 }: { promotion: PromotionBody; level?: HeadingLevel }) {
  switch (promotion.kind) {
    case 'restaurant':
      return <RestaurantCard content={promotion.content} level={level} />;
    case 'official_notice':
      return <OfficialNoticeCard content={promotion.content} level={level} />;
    case 'candidate':
      return <CandidateCard content={promotion.content} level={level} />;
    case 'sponsored_business':
      return <SponsoredBusinessCard content={promotion.content} level={level} />;
    case 'partners':
      return <PartnersCard content={promotion.content} level={level} />;
  }
}
