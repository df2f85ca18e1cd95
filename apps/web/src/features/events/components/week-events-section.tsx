import { TOWN_CALENDAR_PATH } from '@portmarin/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { CalendarSubscribeLinks } from '@/components/calendar-subscribe-links';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { VisitorSection } from '@/components/visitor-section';
import { paths } from '@/config/paths';
import { useWeekEvents } from '../api/list-week-events';
import { eventWhen } from '../lib/event-form';

/** The visitors' home: the week's events, the whole agenda, and the town calendar to subscribe to. */
export function WeekEventsSection() {
  const events = useWeekEvents();
  return (
    <VisitorSection
      title="Cette semaine"
      icon={<CalendarDays aria-hidden="true" className="size-5 text-primary" />}
      more={{ to: paths.events, label: 'Tout l’agenda' }}
    >
      {events.isPending ? (
        <LoadingStatus />
      ) : events.isError ? (
        <LoadError
          title="Impossible de charger les événements"
          error={events.error}
          onRetry={() => void events.refetch()}
        />
      ) : events.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun événement prévu dans les sept prochains jours.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {events.data.map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
              <Link to={paths.event(event.id)} className="font-medium underline-offset-4 hover:underline">
                {event.title}
              </Link>
              <span className="text-sm text-muted-foreground">{eventWhen(event)}</span>
              <span className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                {event.location}
              </span>
            </li>
          ))}
        </ul>
      )}
      <CalendarSubscribeLinks path={TOWN_CALENDAR_PATH} name="l’agenda des événements" />
    </VisitorSection>
  );
}
