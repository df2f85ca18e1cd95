import { ANNOUNCEMENT_OPEN_SOURCES, type Announcement } from '@portmarin/shared';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ShareWidget } from '@/components/share/share-widget';
import { DetailLoadError } from '@/components/detail-load-error';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useAnnouncement } from '../api/get-announcement';
import { recordAnnouncementOpen, type OpenSource } from '../api/record-open';
import { validityText } from '../lib/validity';
import { AnnouncementActions } from './announcement-actions';
import { AnnouncementBadges } from './announcement-badges';
import { AnnouncementReach } from './announcement-reach';

const STATUS_NOTES: Partial<Record<Announcement['status'], string>> = {
  upcoming: 'Cette annonce n’est pas encore en vigueur.',
  ended: 'Cette annonce n’est plus en vigueur.',
  withdrawn: 'Cette annonce a été retirée : seule la mairie la voit encore.',
};

const openSourceOf = (value: string | null): OpenSource =>
  (ANNOUNCEMENT_OPEN_SOURCES as readonly string[]).includes(value ?? '') ? (value as OpenSource) : 'link';

/**
 * /annonces/{id}: one announcement (its share link, the push's address). A signed-in resident's
 * visit is counted for the mairie, once, with where they came from (?source=push, feed…).
 */
export function AnnouncementPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const announcement = useAnnouncement(id);
  const session = useSession();
  const signedIn = session.status === 'ready' && session.user !== null;
  const loaded = announcement.isSuccess;
  const source = openSourceOf(search.get('source'));

  useEffect(() => {
    // Counting is the mairie's figure, never the reader's problem: a failure is ignored.
    if (signedIn && loaded) recordAnnouncementOpen(id, source).catch(() => undefined);
  }, [signedIn, loaded, id, source]);

  if (announcement.isPending) return <LoadingStatus layout="page" />;
  if (announcement.isError) {
    return (
      <DetailLoadError
        query={announcement}
        notFound={{
          title: 'Annonce introuvable',
          text: 'Cette annonce n’existe pas ou a été retirée.',
          backTo: paths.announcements,
          backLabel: 'Voir les annonces de la mairie',
        }}
        failedTitle="Impossible de charger cette annonce"
      />
    );
  }
  return <AnnouncementContent announcement={announcement.data} />;
}

function AnnouncementContent({ announcement }: { announcement: Announcement }) {
  const ids = useId();
  const url = `${window.location.origin}${paths.announcement(announcement.id)}`;
  const note = STATUS_NOTES[announcement.status];
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <Link
        to={paths.announcements}
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Toutes les annonces
      </Link>
      <article className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
        {announcement.imageUrl && (
          <img src={announcement.imageUrl} alt="" className="aspect-[2/1] w-full object-cover" />
        )}
        <div className="flex flex-col gap-3 p-4">
          <AnnouncementBadges category={announcement.category} />
          <h1 className="text-2xl font-bold">{announcement.title}</h1>
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{announcement.publisher}</span> · {validityText(announcement)}
          </p>
          {announcement.location && (
            <p className="flex items-center gap-1 text-sm">
              <MapPin aria-hidden="true" className="size-4" />
              {announcement.location}
            </p>
          )}
          {note && <p className="rounded-lg bg-muted px-3 py-2 text-sm">{note}</p>}
          <p className="whitespace-pre-line">{announcement.text}</p>
          {announcement.reach && <AnnouncementReach reach={announcement.reach} titleId={`${ids}-reach`} />}
          <AnnouncementActions announcement={announcement} />
        </div>
      </article>
      {announcement.status !== 'withdrawn' && (
        <section
          aria-labelledby={`${ids}-share`}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
        >
          <h2 id={`${ids}-share`} className="font-semibold">
            Partager cette annonce
          </h2>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-url`} className="text-sm font-medium">
              Lien de l’annonce
            </label>
            <Input id={`${ids}-url`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <ShareWidget url={url} title={announcement.title} description={announcement.text} size="sm" variant="icons" />
        </section>
      )}
    </section>
  );
}
