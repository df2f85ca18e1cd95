import type { Business } from '@portmarin/shared';
import { MapPin, Phone, User } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { BusinessBadges } from './business-badges';
import { BusinessRating } from './business-rating';

/** A business in either list; 'Voir la fiche' opens its details, contacts and reviews. */
export function BusinessCard({ business, onOpen }: { business: Business; onOpen: (business: Business) => void }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 id={titleId} className="text-base font-semibold leading-tight">
            {business.businessName}
          </h3>
          <p className="text-sm text-muted-foreground">{business.category}</p>
        </div>
        <BusinessBadges business={business} />
      </div>
      <BusinessRating rating={business.rating} reviewsCount={business.reviewsCount} />
      {business.description && <p className="line-clamp-2 text-sm">{business.description}</p>}
      <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
        {business.ownerName && (
          <li className="flex items-center gap-1.5">
            <User aria-hidden="true" className="size-4 shrink-0" />
            {business.ownerName}
          </li>
        )}
        {business.address && (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {business.address}
          </li>
        )}
        {business.phone && (
          <li className="flex items-center gap-1.5">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {business.phone}
          </li>
        )}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={`Voir la fiche de ${business.businessName}`}
        onClick={() => onOpen(business)}
      >
        Voir la fiche
      </Button>
    </article>
  );
}
