import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentAnnouncements } from '../api/list-announcements';
import { validityText } from '../lib/validity';
import { AnnouncementBadges } from './announcement-badges';

/**
 * The town hall's announcements valid now, pinned above the feed: Alerte first, then by start (the
 * server's order). Nothing while loading or when there is none: the feed must not jump for them.
 */
export function PinnedAnnouncements() {
  const { data } = useCurrentAnnouncements();
  const announcements = data?.announcements ?? [];
  if (announcements.length === 0) return null;
  return (
    <section aria-labelledby="pinned-announcements-title" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="pinned-announcements-title" className="text-sm font-semibold">
          Annonces de la mairie
        </h2>
        <Link to={paths.announcements} className="text-sm text-primary underline-offset-4 hover:underline">
          Toutes les annonces
        </Link>
      </div>
      <ul className="flex flex-col gap-2">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            <article
              aria-labelledby={`pinned-${announcement.id}`}
              className={
                announcement.category === 'Alerte'
                  ? 'rounded-xl border-2 border-destructive bg-card p-3 text-card-foreground'
                  : 'rounded-xl border border-border bg-card p-3 text-card-foreground'
              }
            >
              <AnnouncementBadges category={announcement.category} />
              <h3 id={`pinned-${announcement.id}`} className="mt-2 font-semibold">
                <Link
                  to={`${paths.announcement(announcement.id)}?source=feed`}
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
          </li>
        ))}
      </ul>
    </section>
  );
}
