import { ANNOUNCEMENTS_ATOM_PATH, ANNOUNCEMENTS_ICS_PATH, type Announcement } from '@portmarin/shared';
import { CalendarPlus, MapPin, Plus, Rss } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { MailAlertsForm } from '@/features/mail-alerts';
import { useSession } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { hasMairieRight } from '@/lib/roles';
import { useAllAnnouncements } from '../api/list-announcements';
import { validityText } from '../lib/validity';
import { AnnouncementBadges } from './announcement-badges';
import { AnnouncementFormDialog } from './announcement-form-dialog';

const SECTIONS: Array<{ title: string; statuses: Array<Announcement['status']> }> = [
  { title: 'En cours', statuses: ['current'] },
  { title: 'À venir', statuses: ['upcoming'] },
  { title: 'Terminées ou retirées', statuses: ['ended', 'withdrawn'] },
];

/** /annonces: the town hall's announcements, for residents and visitors, with the feeds to subscribe to. */
export function AnnouncementsPage() {
  const town = useTown();
  const session = useSession();
  const mairie = session.status === 'ready' && hasMairieRight(session.user);
  const [publishing, setPublishing] = useState(false);
  const query = useAllAnnouncements();
  const origin = window.location.origin;

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Annonces de la mairie</h1>
          <p className="text-sm text-muted-foreground">
            Les annonces officielles de la Mairie de {town.townName} : alertes, travaux, coupures, circulation.
          </p>
        </div>
        {mairie && (
          <AnnouncementFormDialog
            open={publishing}
            onOpenChange={setPublishing}
            trigger={
              <Button size="sm" onClick={() => setPublishing(true)}>
                <Plus aria-hidden="true" />
                Publier une annonce
              </Button>
            }
          />
        )}
      </header>

      <section aria-labelledby="announcements-subscribe" className="rounded-xl border border-border bg-card p-4">
        <h2 id="announcements-subscribe" className="font-semibold">
          S’abonner
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Suivez les annonces dans votre lecteur de flux ou votre agenda, sans compte.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`${origin}${ANNOUNCEMENTS_ATOM_PATH}`} type="application/atom+xml">
              <Rss aria-hidden="true" />
              Flux Atom des annonces
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={`${origin}${ANNOUNCEMENTS_ICS_PATH}`} type="text/calendar">
              <CalendarPlus aria-hidden="true" />
              Agenda des annonces (iCalendar)
            </a>
          </Button>
        </div>
        <div className="mt-3">
          <MailAlertsForm />
        </div>
      </section>

      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <LoadError
          title="Impossible de charger les annonces"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.announcements.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">Aucune annonce en ce moment.</p>
      ) : (
        SECTIONS.map(({ title, statuses }) => {
          const items = query.data.announcements.filter((a) => statuses.includes(a.status));
          if (items.length === 0) return null;
          const headingId = `announcements-${statuses[0]}`;
          return (
            <section key={title} aria-labelledby={headingId} className="flex flex-col gap-2">
              <h2 id={headingId} className="text-lg font-semibold">
                {title}
              </h2>
              <ul className="flex flex-col gap-3">
                {items.map((announcement) => (
                  <li key={announcement.id}>
                    <AnnouncementItem announcement={announcement} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const { reach } = announcement;
  return (
    <article
      aria-labelledby={`announcement-${announcement.id}`}
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <AnnouncementBadges category={announcement.category} />
      <h3 id={`announcement-${announcement.id}`} className="text-lg font-semibold">
        <Link to={`${paths.announcement(announcement.id)}?source=list`} className="hover:underline">
          {announcement.title}
        </Link>
      </h3>
      <p className="text-xs text-muted-foreground">
        {announcement.publisher} · {validityText(announcement)}
        {announcement.status === 'withdrawn' && ' · Retirée'}
      </p>
      {announcement.location && (
        <p className="flex items-center gap-1 text-sm">
          <MapPin aria-hidden="true" className="size-4" />
          {announcement.location}
        </p>
      )}
      <p className="line-clamp-3 whitespace-pre-line text-sm">{announcement.text}</p>
      {reach && (
        <p className="text-xs text-muted-foreground">
          {formatCount(reach.devices)} appareils notifiés · {formatCount(reach.failed)} échecs ·{' '}
          {formatCount(reach.opened)} ouvertures
        </p>
      )}
    </article>
  );
}
