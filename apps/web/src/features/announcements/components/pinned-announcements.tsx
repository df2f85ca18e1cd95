import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentAnnouncements } from '../api/list-announcements';
import { headOf, moreAnnouncementsLabel } from '../lib/pinned';
import { AnnouncementCard } from './announcement-card';

/**
 * The town hall's announcements the mairie pinned, valid now, above the feed: Alerte first, then
 * by start (the server's order), two cards at most and a link to the others, so that the feed
 * stays in sight. Nothing while loading or when there is none: the feed must not jump for them.
 */
export function PinnedAnnouncements() {
  const { data } = useCurrentAnnouncements();
  const { shown, rest } = headOf((data?.announcements ?? []).filter((a) => a.pinned));
  if (shown.length === 0) return null;
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
        {shown.map((announcement) => (
          <li key={announcement.id}>
            <AnnouncementCard announcement={announcement} source="feed" />
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <Link
          to={paths.announcements}
          className="self-start text-sm font-medium text-primary underline underline-offset-4"
        >
          {moreAnnouncementsLabel(rest)}
        </Link>
      )}
    </section>
  );
}
