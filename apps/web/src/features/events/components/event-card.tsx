import type { TownEvent } from '@portmarin/shared';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { attendeesLabel, eventWhen } from '../lib/event-form';
import { EventActions } from './event-actions';

/** Its state in a word, when it is not simply open: Annulé, Terminé, Complet. */
export function EventBadges({ event }: { event: TownEvent }) {
  const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className={`${badge} bg-primary/10 text-primary`}>{event.category}</span>
      {event.cancelled && <span className={`${badge} bg-destructive/10 text-destructive`}>Annulé</span>}
      {!event.cancelled && event.past && <span className={`${badge} bg-muted text-muted-foreground`}>Terminé</span>}
      {!event.cancelled && !event.past && event.full && (
        <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100`}>Complet</span>
      )}
      {event.participating && (
        <span className={`${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100`}>
          Vous participez
        </span>
      )}
      {event.hidden && <span className={`${badge} bg-muted text-muted-foreground`}>Masqué par la modération</span>}
    </div>
  );
}

/** When, where and how many: the lines every event shows. */
export function EventFacts({ event }: { event: TownEvent }) {
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {eventWhen(event)}
      </li>
      <li className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {event.location}
      </li>
      <li className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {attendeesLabel(event.attendeesCount)}
        {event.capacity !== null && ` sur ${event.capacity.toLocaleString('fr-FR')} places`}
      </li>
    </ul>
  );
}

/** One event in a list: image, title (its page's link), badges, facts and the buttons. */
export function EventCard({ event }: { event: TownEvent }) {
  return (
    <article className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
      {event.imageUrl && (
        <img src={event.imageUrl} alt="" loading="lazy" className="aspect-[2/1] w-full object-cover" />
      )}
      <div className="flex flex-col gap-3 p-4">
        <EventBadges event={event} />
        <h2 className="text-lg font-semibold">
          <Link to={paths.event(event.id)} className="hover:underline focus-visible:underline">
            {event.title}
          </Link>
        </h2>
        <EventFacts event={event} />
        <EventActions event={event} />
      </div>
    </article>
  );
}
