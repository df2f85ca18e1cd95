import type { Referendum } from '@portmarin/shared';
import { ArrowLeft, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { CivicComments } from '@/features/civic-comments';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ShareWidget } from '@/components/share/share-widget';
import { Button } from '@/components/ui/button';
import { DetailLoadError } from '@/components/detail-load-error';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { formatPercent } from '../lib/referendum-format';
import { useCloseReferendum } from '../api/close-referendum';
import { useReferendum } from '../api/get-referendum';
import { ReceiptChecker } from './receipt-check';
import { ReferendumCard } from './referendum-card';
import { ReferendumVoters } from './referendum-voters';

/** /referendum/{id}: one referendum (its share link), with sharing, receipts, voters and comments. */
export function ReferendumPage() {
  const { id = '' } = useParams();
  const referendum = useReferendum(id);

  if (referendum.isPending) return <LoadingStatus layout="page" />;
  if (referendum.isError) {
    return (
      <DetailLoadError
        query={referendum}
        notFound={{
          title: 'Référendum introuvable',
          text: "Ce référendum n'existe pas.",
          backTo: paths.referendum,
          backLabel: 'Voir les référendums',
        }}
        failedTitle="Impossible de charger ce référendum"
      />
    );
  }
  return <ReferendumContent referendum={referendum.data} />;
}

function ReferendumContent({ referendum }: { referendum: Referendum }) {
  const linkId = useId();
  const url = `${window.location.origin}${paths.referendumPage(referendum.id)}`;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <Link
        to={paths.referendum}
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Tous les référendums
      </Link>
      <ReferendumCard referendum={referendum} linked={false} />
      <Participation referendum={referendum} />
      {referendum.canClose && <CloseReferendumButton referendum={referendum} />}
      <section
        aria-labelledby={`${linkId}-share`}
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      >
        <h2 id={`${linkId}-share`} className="font-semibold">
          Partager ce référendum
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${linkId}-url`} className="text-sm font-medium">
            Lien du référendum
          </label>
          <Input id={`${linkId}-url`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
        <ShareWidget url={url} title={referendum.title} description={referendum.question} size="sm" variant="icons" />
      </section>
      <section className="rounded-xl border border-border bg-card p-4">
        <ReceiptChecker referendumId={referendum.id} />
      </section>
      {referendum.canSeeVoters && <ReferendumVoters referendumId={referendum.id} />}
      {referendum.allowComments && (
        <div className="rounded-xl border border-border bg-card p-4">
          <CivicComments subjectType="referendum" subjectId={referendum.id} />
        </div>
      )}
    </section>
  );
}

/** Its turnout over its own electorate, counted by the server. */
function Participation({ referendum }: { referendum: Referendum }) {
  const electorate =
    referendum.electorate === 'verified_residents'
      ? 'des résidents vérifiés'
      : 'des comptes à l’adresse e-mail confirmée';
  return (
    <section
      aria-labelledby="participation-title"
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex items-center justify-between">
        <h2 id="participation-title" className="font-semibold">
          Participation
        </h2>
        <span className="text-lg font-bold">{formatPercent(referendum.participation)}</span>
      </div>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${Math.min(100, referendum.participation)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">Part {electorate} ayant voté à ce référendum.</p>
    </section>
  );
}

/** Moderators and admins close an active referendum before its end date. */
function CloseReferendumButton({ referendum }: { referendum: Referendum }) {
  const [open, setOpen] = useState(false);
  const close = useCloseReferendum();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Clore ce référendum ?"
      description="Le vote s’arrête dès maintenant et les résultats deviennent définitifs. Cette action est enregistrée dans le journal de modération."
      trigger={
        <Button variant="outline" className="self-start">
          <Lock aria-hidden="true" />
          Clore le référendum
        </Button>
      }
      confirmLabel="Clore le vote"
      pending={close.isPending}
      onConfirm={() =>
        close.mutate(referendum.id, {
          onSuccess: () => {
            toast.success('Référendum clos', { description: 'Le vote est terminé.' });
            setOpen(false);
          },
          onError: (error) => toastRequestError(error),
        })
      }
    />
  );
}
