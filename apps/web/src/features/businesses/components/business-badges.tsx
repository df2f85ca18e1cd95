import type { Business } from '@portmarin/shared';
import { BadgeCheck, Crown, Megaphone } from 'lucide-react';

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold [&_svg]:size-3.5';

/** Premium (featured), Vérifiée and Sponsorisée. */
export function BusinessBadges({
  business,
}: {
  business: Pick<Business, 'isFeatured' | 'isVerified' | 'isSponsored'>;
}) {
  if (!business.isFeatured && !business.isVerified && !business.isSponsored) return null;
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-1.5">
      {business.isSponsored && (
        <li className={`${BADGE} bg-primary text-primary-foreground`}>
          <Megaphone aria-hidden="true" />
          Sponsorisée
        </li>
      )}
      {business.isVerified && (
        <li className={`${BADGE} bg-success text-success-foreground`}>
          <BadgeCheck aria-hidden="true" />
          Vérifiée
        </li>
      )}
      {business.isFeatured && (
        <li className={`${BADGE} bg-secondary text-secondary-foreground`}>
          <Crown aria-hidden="true" />
          Premium
        </li>
      )}
    </ul>
  );
}
