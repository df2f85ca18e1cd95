import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useDatingEvents } from '../api/list-dating-events';

/** The events tab: real upcoming events for meeting people, each linking to its page. */
export function DatingEvents() {
  const events = useDatingEvents();
  if (events.isPending) {
    return <LoadingStatus layout="section" />;
  }
  if (events.isError) {
    return (
      <LoadError
        title="Impossible de charger les événements."
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (events.data.events.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        Aucun événement de rencontre à venir pour le moment.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {events.data.events.map((event) => {
        const start = new Date(event.startsAt);
        return (
          <li key={event.id} className="rounded-xl border border-border bg-card p-4 text-card-foreground">
            <h3 className="font-semibold">
              <Link to={paths.event(event.id)} className="underline-offset-4 hover:underline">
                {event.title}
              </Link>
            </h3>
            {event.description && <p className="mt-1 text-sm text-muted-foreground">{event.description}</p>}
            <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
                {format(start, 'EEEE d MMMM yyyy', { locale: fr })}
              </li>
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
                {format(start, "HH'h'mm", { locale: fr })}
              </li>
              <li className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
                {event.location}
              </li>
              <li className="flex items-center gap-2">
                <Users aria-hidden="true" className="size-4 text-muted-foreground" />
                {event.maxParticipants === null
                  ? `${event.participants} participant${event.participants > 1 ? 's' : ''}`
                  : `${event.participants} / ${event.maxParticipants} participants`}
              </li>
            </ul>
            <p className="mt-2 text-sm text-muted-foreground">Organisé par {event.organizer.name}</p>
          </li>
        );
      })}
    </ul>
  );
}
