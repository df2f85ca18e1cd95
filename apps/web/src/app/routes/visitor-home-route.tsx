import { AnnouncementsVisitorSection } from '@/features/announcements';
import { WhereToEatSection } from '@/features/businesses';
import { WeekEventsSection } from '@/features/events';
import { SeaVisitorSection } from '@/features/sea';
import { VisitorHome, type VisitorHomeSection } from '@/features/visitor-home';
import { WeatherVisitorSection } from '@/features/weather';

/** What a summer visitor needs, in this order: the town hall's valid announcements lead. */
const sections: readonly VisitorHomeSection[] = [
  { id: 'announcements', Component: AnnouncementsVisitorSection },
  { id: 'events', Component: WeekEventsSection },
  { id: 'sea', Component: SeaVisitorSection },
  { id: 'weather', Component: WeatherVisitorSection },
  { id: 'where-to-eat', Component: WhereToEatSection },
];

/** `/` for a visitor: the features' visitor sections, composed here since features do not know each other. */
export function VisitorHomeRoute() {
  return <VisitorHome sections={sections} />;
}
