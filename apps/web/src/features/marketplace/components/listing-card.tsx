import type { Listing } from '@portmarin/shared';
import { Eye, ImageOff, MapPin, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { STATUS_LABELS, listingPrice, messagesLabel, viewsLabel } from '../lib/labels';

/** A listing in a grid: its first photo, price, title, place and state; the seller's own add status and counts. */
export function ListingCard({ listing }: { listing: Listing }) {
  const photo = listing.photos[0];
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground focus-within:ring-2 focus-within:ring-ring">
      {photo ? (
        <img src={photo.thumbnailUrl} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-muted text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-lg font-bold">{listingPrice(listing)}</p>
        <h3 className="line-clamp-2 text-sm font-medium">
          {/* The whole card opens the listing; the link's name is its title. */}
          <Link to={paths.listing(listing.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {listing.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3" />
          {listing.location}
        </p>
        <p className="text-xs text-muted-foreground">
          {listing.realEstateType ?? listing.condition}
          {listing.surfaceM2 !== null && ` · ${listing.surfaceM2} m²`}
          {listing.rooms !== null && ` · ${listing.rooms} ${listing.rooms > 1 ? 'pièces' : 'pièce'}`}
        </p>
        {listing.isMine && (
          <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs">
            <span
              className={cn(
                'rounded-full px-2 py-0.5 font-medium',
                listing.status === 'active' ? 'bg-primary/15 text-foreground' : 'bg-muted text-foreground',
              )}
            >
              {STATUS_LABELS[listing.status]}
            </span>
            {listing.viewsCount !== null && (
              <span className="flex items-center gap-1 text-muted-foreground">
                <Eye aria-hidden="true" className="size-3" />
                {viewsLabel(listing.viewsCount)}
              </span>
            )}
            {listing.messagesCount !== null && (
              <span className="flex items-center gap-1 text-muted-foreground">
                <MessageCircle aria-hidden="true" className="size-3" />
                {messagesLabel(listing.messagesCount)}
              </span>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
