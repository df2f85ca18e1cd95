import type { Announcement } from '@portmarin/shared';
import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { validityText } from '../lib/validity';
import { AnnouncementBadges } from './announcement-badges';

/** A current announcement as a card (the feed's pinned slot, the visitors' home): an Alerte framed in red. */
export function AnnouncementCard({ announcement, source }: { announcement: Announcement; source: 'feed' | 'link' }) {
  const titleId = `announcement-card-${announcement.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={
        announcement.category === 'Alerte'
          ? 'rounded-xl border-2 border-destructive bg-card p-3 text-card-foreground'
          : 'rounded-xl border border-border bg-card p-3 text-card-foreground'
      }
    >
      <AnnouncementBadges category={announcement.category} />
      <h3 id={titleId} className="mt-2 font-semibold">
        <Link
          to={`${paths.announcement(announcement.id)}?source=${source}`}
          className="flex items-center justify-between gap-2 hover:underline"
        >
          {announcement.title}
          <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      </h3>
      <p className="text-xs text-muted-foreground">
        {announcement.publisher} · {validityText(announcement)}
      </p>
      {announcement.location && (
        <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5" />
          {announcement.location}
        </p>
      )}
    </article>
  );
}
