import { LOST_FOUND_CLAIM_MAX_LENGTH, LostFoundClaimInput, type LostFoundObject } from '@portmarin/shared';
import { ArrowLeft, CalendarDays, MapPin } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { StatusBadge } from '@/components/item-details';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { textareaClass } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { lostFoundPaths } from '../paths';
import { ReportButton } from '@/features/content-reports';
import { BookmarkButton } from '@/features/saved';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { fullDateTime } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useClaimLostFound } from '../api/claim-lost-found';
import { useLostFoundObject } from '../api/get-lost-found';
import { foundOnText, RETURNED_LABEL } from '../lib/found-on';
import { ClaimsPanel } from './claims-panel';
import { LostFoundFormDialog } from './lost-found-form-dialog';

const CLAIM_STATUS_TEXT = {
  pending: 'La mairie a reçu votre demande : elle vous répondra.',
  accepted: 'La mairie a accepté votre demande : votre objet vous attend à l’accueil.',
  declined: 'L’objet a été rendu à une autre personne.',
} as const;

/** /objets-trouves/{id}: a found object; residents save and claim it, the mairie manages it here. */
export function LostFoundObjectPage() {
  const { id = '' } = useParams();
  const query = useLostFoundObject(id);

  if (query.isPending) return <LoadingStatus layout="page" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <section className="flex flex-col items-center gap-3 px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">{notFound ? 'Objet introuvable' : 'Impossible de charger cet objet'}</h1>
        <p className="text-sm text-muted-foreground">
          {notFound ? "Cet objet trouvé n'existe pas ou a été retiré." : query.error.message}
        </p>
        {notFound ? (
          <Link to={lostFoundPaths.lostFound} className="text-primary underline underline-offset-4">
            Retour aux objets trouvés
          </Link>
        ) : (
          <Button onClick={() => void query.refetch()}>Réessayer</Button>
        )}
      </section>
    );
  }
  return <ObjectContent object={query.data} />;
}

function ObjectContent({ object }: { object: LostFoundObject }) {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const returned = object.status === 'returned';

  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <Link
        to={lostFoundPaths.lostFound}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Objets trouvés
      </Link>
      {object.imageUrl && (
        <img
          src={object.imageUrl}
          alt={object.title}
          className="max-h-[50vh] w-full rounded-xl bg-muted object-contain"
        />
      )}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{object.title}</h1>
          {returned && <StatusBadge>{RETURNED_LABEL}</StatusBadge>}
          {object.hidden && <HiddenByModerationBadge />}
        </div>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {foundOnText(object.foundOn)}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {object.foundPlace}
        </p>
      </header>
      {object.description && <p className="whitespace-pre-line">{object.description}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <BookmarkButton kind="lost-found" id={object.id} variant="labelled" />
        <ReportButton
          targetType="lost-found"
          targetId={object.id}
          // The town hall's notice: its staff do not report their own.
          authorId={object.canManage ? me?.id : null}
          subject={`l’objet trouvé ${object.title}`}
          variant="text"
        />
      </div>
      {returned && (
        <p className="rounded-xl bg-muted p-4 text-sm">
          Cet objet a été rendu à son propriétaire
          {object.returnedAt ? ` le ${fullDateTime(object.returnedAt)}` : ''} : il ne peut plus être réclamé.
        </p>
      )}
      {object.canManage ? (
        <ManagePanel object={object} />
      ) : object.myClaim ? (
        <section aria-labelledby="my-claim-heading" className="flex flex-col gap-2 rounded-xl border border-border p-4">
          <h2 id="my-claim-heading" className="font-semibold">
            Votre demande
          </h2>
          <p className="text-sm" role="status">
            {CLAIM_STATUS_TEXT[object.myClaim.status]}
          </p>
          <p className="whitespace-pre-line text-sm text-muted-foreground">{object.myClaim.message}</p>
        </section>
      ) : returned ? null : me ? (
        <ClaimForm object={object} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
            Connectez-vous
          </Link>{' '}
          pour réclamer cet objet.
        </p>
      )}
    </article>
  );
}

/** « C’est à moi »: a message to the mairie, which asks for details only the owner knows. */
function ClaimForm({ object }: { object: LostFoundObject }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const claim = useClaimLostFound();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LostFoundClaimInput.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Message invalide.');
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    setError(null);
    claim.mutate(
      { id: object.id, message: parsed.data.message },
      {
        onSuccess: () => toast.success('Demande envoyée', { description: 'La mairie va vous répondre.' }),
        onError: (failure) => toastRequestError(failure),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        C’est à vous ?
      </h2>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-message`}>Votre message à la mairie</Label>
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={LOST_FOUND_CLAIM_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-help`}
          placeholder="Un détail que seul le propriétaire connaît"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          className={textareaClass}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-help`} className="text-xs text-muted-foreground">
            La mairie vous contactera pour vous rendre l’objet.
          </p>
        )}
      </div>
      <Button type="submit" disabled={claim.isPending} className="w-fit">
        {claim.isPending && <Spinner />}
        Réclamer cet objet
      </Button>
    </form>
  );
}

function ManagePanel({ object }: { object: LostFoundObject }) {
  const [editOpen, setEditOpen] = useState(false);
  return (
    <section aria-labelledby="manage-heading" className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h2 id="manage-heading" className="font-semibold">
        Gérer l’objet
      </h2>
      {object.status === 'open' && (
        <LostFoundFormDialog
          open={editOpen}
          onOpenChange={setEditOpen}
          object={object}
          trigger={
            <Button variant="outline" className="w-fit" onClick={() => setEditOpen(true)}>
              Modifier
            </Button>
          }
        />
      )}
      <ClaimsPanel object={object} />
    </section>
  );
}
