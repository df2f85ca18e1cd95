import { eventIcsPath, type TownEvent } from '@portmarin/shared';
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { BookmarkButton } from '@/features/saved';
import { ReportButton } from '@/features/content-reports';
import { ShareWidget } from '@/components/share/share-widget';
import { Button } from '@/components/ui/button';
import { DetailLoadError } from '@/components/detail-load-error';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { displayName } from '@/lib/format';
import { useEvent } from '../api/get-event';
import { EventActions } from './event-actions';
import { EventBadges, EventFacts } from './event-card';

/** /event/{id}: one event (its share link), with sharing and 'Ajouter à mon agenda' (.ics). */
export function EventPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);

  if (event.isPending) return <LoadingStatus layout="page" />;
  if (event.isError) {
    return (
      <DetailLoadError
        query={event}
        notFound={{
          title: 'Événement introuvable',
          text: "Cet événement n'existe pas ou a été retiré.",
          backTo: paths.events,
          backLabel: 'Voir les événements',
        }}
        failedTitle="Impossible de charger cet événement"
      />
    );
  }
  return <EventContent event={event.data} />;
}

function EventContent({ event }: { event: TownEvent }) {
  const linkId = useId();
  const url = `${window.location.origin}${paths.event(event.id)}`;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <Link
        to={paths.events}
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Tous les événements
      </Link>
      <article className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
        {event.imageUrl && <img src={event.imageUrl} alt="" className="aspect-[2/1] w-full object-cover" />}
        <div className="flex flex-col gap-3 p-4">
          <EventBadges event={event} />
          <h1 className="text-2xl font-bold">{event.title}</h1>
          <EventFacts event={event} />
          {event.organizer && (
            <p className="text-sm text-muted-foreground">
              Organisé par{' '}
              {event.organizer.username ? (
                <Link
                  to={paths.publicProfile(event.organizer.username)}
                  className="font-medium text-foreground hover:underline"
                >
                  {displayName(event.organizer)}
                </Link>
              ) : (
                <span className="font-medium text-foreground">{displayName(event.organizer)}</span>
              )}
            </p>
          )}
          {event.description && <p className="whitespace-pre-line">{event.description}</p>}
          <EventActions event={event} />
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={eventIcsPath(event.id)} download="evenement.ics">
                <CalendarPlus aria-hidden="true" />
                Ajouter à mon agenda
              </a>
            </Button>
            <BookmarkButton kind="event" id={event.id} variant="labelled" />
            <ReportButton
              targetType="event"
              targetId={event.id}
              authorId={event.organizer?.id}
              subject={`l'événement « ${event.title} »`}
              variant="text"
            />
          </div>
        </div>
      </article>
      <section
        aria-labelledby={`${linkId}-share`}
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      >
        <h2 id={`${linkId}-share`} className="font-semibold">
          Partager cet événement
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${linkId}-url`} className="text-sm font-medium">
            Lien de l'événement
          </label>
          <Input id={`${linkId}-url`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
        <ShareWidget url={url} title={event.title} description={event.description} size="sm" variant="icons" />
      </section>
    </section>
  );
}
