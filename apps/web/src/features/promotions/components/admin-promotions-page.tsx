import type { Promotion, UpsertPromotionInput } from '@portmarin/shared';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminOnly } from '@/components/admin-only';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useDeletePromotion } from '../api/delete-promotion';
import { useAdminPromotions } from '../api/list-admin-promotions';
import { useUpdatePromotion } from '../api/update-promotion';
import { KIND_LABELS } from '../lib/format';
import { promotionTitle } from '../lib/promotion-form';
import { PromotionCard } from './promotion-card';
import { PromotionFormDialog } from './promotion-form-dialog';

const PAGE = 'flex flex-col gap-4 px-4 py-4';

/** The body a card is stored with (what PUT expects), from the card as listed. */
function toInput(promotion: Promotion, hidden = promotion.hidden): UpsertPromotionInput {
  const { kind, content, position } = promotion;
  return { kind, content, position, hidden } as UpsertPromotionInput;
}

/** /admin/promotions: admins add, edit, hide and delete the feed's promotional cards. */
export function AdminPromotionsPage() {
  return (
    <AdminOnly
      title="Cartes promotionnelles"
      denied="Seuls les administrateurs de la commune gèrent les cartes promotionnelles du fil."
      back={{ to: paths.feed, label: 'Retour au fil' }}
    >
      <AdminPromotionsList />
    </AdminOnly>
  );
}

function AdminPromotionsList() {
  // Rendered for admins only: the list is asked for once the session says so.
  const promotions = useAdminPromotions(true);
  const [editing, setEditing] = useState<{ promotion: Promotion | null } | null>(null);
  const list = promotions.data?.promotions ?? [];
  const nextPosition = Math.min(1000, list.reduce((max, p) => Math.max(max, p.position), 0) + 1);

  return (
    <div className={PAGE}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Cartes promotionnelles</h1>
        <Button onClick={() => setEditing({ promotion: null })}>
          <Plus aria-hidden="true" />
          Ajouter une carte
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Les cartes visibles s’affichent dans le fil, par ordre de position. Une carte masquée reste ici.
      </p>

      {promotions.isPending && <LoadingStatus />}
      {promotions.isError && <p className="text-sm text-destructive">{promotions.error.message}</p>}
      {promotions.data && list.length === 0 && <p className="text-sm">Aucune carte pour le moment.</p>}

      {list.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.map((promotion) => (
            <li key={promotion.id}>
              <PromotionRow promotion={promotion} onEdit={() => setEditing({ promotion })} />
            </li>
          ))}
        </ul>
      )}

      <PromotionFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        promotion={editing?.promotion ?? null}
        defaultPosition={nextPosition}
      />
    </div>
  );
}

function PromotionRow({ promotion, onEdit }: { promotion: Promotion; onEdit: () => void }) {
  const update = useUpdatePromotion();
  const deletion = useDeletePromotion();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const title = promotionTitle(promotion);

  function toggleHidden() {
    const hidden = !promotion.hidden;
    update.mutate(
      { id: promotion.id, input: toInput(promotion, hidden) },
      {
        onSuccess: () =>
          toast.success('Carte enregistrée', {
            description: hidden ? 'La carte est masquée du fil' : 'La carte est de nouveau visible dans le fil',
          }),
        onError: (error) => toastRequestError(error),
      },
    );
  }

  function onDelete() {
    deletion.mutate(promotion.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast.success('Carte supprimée', { description: `« ${title} » ne s’affiche plus` });
      },
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <article
      aria-labelledby={`promotion-${promotion.id}`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`promotion-${promotion.id}`} className="text-lg font-semibold leading-tight">
          {title}
        </h2>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{KIND_LABELS[promotion.kind]}</span>
          <span>Position {promotion.position}</span>
          <span
            className={
              promotion.hidden
                ? 'rounded-full bg-muted px-2 font-medium text-foreground'
                : 'rounded-full bg-secondary px-2 font-medium text-secondary-foreground'
            }
          >
            {promotion.hidden ? 'Masquée' : 'Visible'}
          </span>
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={update.isPending} onClick={toggleHidden}>
          {update.isPending ? (
            <Spinner />
          ) : promotion.hidden ? (
            <Eye aria-hidden="true" />
          ) : (
            <EyeOff aria-hidden="true" />
          )}
          {promotion.hidden ? 'Afficher' : 'Masquer'} <span className="sr-only">la carte {title}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Modifier <span className="sr-only">la carte {title}</span>
        </Button>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          trigger={
            <Button variant="destructive" size="sm">
              <Trash2 aria-hidden="true" />
              Supprimer <span className="sr-only">la carte {title}</span>
            </Button>
          }
          title="Supprimer cette carte ?"
          description={`« ${title} » sera définitivement supprimée du fil et de cette liste. Pour la retirer seulement un temps, masquez-la plutôt.`}
          pending={deletion.isPending}
          onConfirm={onDelete}
        />
      </div>

      <details onToggle={(event) => setPreviewOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-medium text-primary">Aperçu</summary>
        {/* Rendered only when opened: the list stays light and its images load on demand. */}
        {previewOpen && (
          <div className="mt-3">
            <PromotionCard promotion={promotion} level={3} />
          </div>
        )}
      </details>
    </article>
  );
}
