import { Landmark } from 'lucide-react';
import { VisitorSection } from '@/components/visitor-section';
import { paths } from '@/config/paths';
import { useCurrentAnnouncements } from '../api/list-announcements';
import { headOf, moreAnnouncementsLabel } from '../lib/pinned';
import { AnnouncementCard } from './announcement-card';

/**
 * The visitors' home: the town hall's announcements valid now, first of its sections (an Alerte
 * above all, the server's order), two cards at most. Nothing when there is none.
 */
export function AnnouncementsVisitorSection() {
  const { data } = useCurrentAnnouncements();
  const { shown, rest } = headOf(data?.announcements ?? []);
  if (shown.length === 0) return null;
  return (
    <VisitorSection
      title="Annonces de la mairie"
      icon={<Landmark aria-hidden="true" className="size-5 text-primary" />}
      more={{ to: paths.announcements, label: rest > 0 ? moreAnnouncementsLabel(rest) : 'Toutes les annonces' }}
    >
      <ul className="flex flex-col gap-2">
        {shown.map((announcement) => (
          <li key={announcement.id}>
            <AnnouncementCard announcement={announcement} source="link" />
          </li>
        ))}
      </ul>
    </VisitorSection>
  );
}
