import type { Business, BusinessFlagsInput } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Globe, Mail, MapPin, Pencil, Phone, Trash2, User } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { ReviewsPanel } from '@/features/reviews';
import { ReportButton } from '@/features/content-reports';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSession } from '@/lib/auth';
import { isAdmin, isStaff } from '@/lib/roles';
import { toastRequestError } from '@/lib/toasts';
import { useBusiness } from '../api/get-business';
import { BUSINESSES_KEY } from '../api/list-businesses';
import { useDeleteBusiness, useSetBusinessFlags } from '../api/update-business';
import { mapSearchUrl, telUrl } from '../lib/format';
import { BusinessBadges } from './business-badges';
import { BusinessFormDialog } from './business-form-dialog';
import { BusinessRating } from './business-rating';

const LINK = 'inline-flex items-center gap-2 text-sm font-medium text-primary underline underline-offset-4';

type BusinessDetailDialogProps = {
  /** The card that was opened (its first look, refreshed from the server). */
  business: Business | null;
  onOpenChange: (open: boolean) => void;
};

/** A business's card: details, contact links, reviews; edit for its creator, moderation for moderators. */
export function BusinessDetailDialog({ business, onOpenChange }: BusinessDetailDialogProps) {
  return (
    <Dialog open={business !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {business && <BusinessDetail initial={business} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function BusinessDetail({ initial, onClose }: { initial: Business; onClose: () => void }) {
  const query = useBusiness(initial.id, initial);
  const business = query.data ?? initial;
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const queryClient = useQueryClient();
  const isModerator = isStaff(user);
  const isCreator = user !== null && business.createdBy === user.id;
  const [editing, setEditing] = useState(false);

  return (
    <>
      <div className="flex flex-col gap-1">
        <DialogTitle>{business.businessName}</DialogTitle>
        <DialogDescription>{business.category}</DialogDescription>
        {business.hiddenByModeration && <HiddenByModerationBadge />}
      </div>
      <BusinessBadges business={business} />
      <BusinessRating rating={business.rating} reviewsCount={business.reviewsCount} />
      {business.description && <p className="text-sm">{business.description}</p>}

      <ul aria-label="Coordonnées" className="flex flex-col gap-2">
        {business.ownerName && (
          <li className="flex items-center gap-2 text-sm">
            <User aria-hidden="true" className="size-4" />
            {business.ownerName}
          </li>
        )}
        {business.openingHours && (
          <li className="flex items-center gap-2 text-sm">
            <Clock aria-hidden="true" className="size-4" />
            {business.openingHours}
          </li>
        )}
        {business.address && (
          <li>
            <a href={mapSearchUrl(business.address)} target="_blank" rel="noopener noreferrer" className={LINK}>
              <MapPin aria-hidden="true" className="size-4" />
              {business.address}
            </a>
          </li>
        )}
        {business.phone && (
          <li>
            <a href={telUrl(business.phone)} className={LINK}>
              <Phone aria-hidden="true" className="size-4" />
              {business.phone}
            </a>
          </li>
        )}
        {business.email && (
          <li>
            <a href={`mailto:${business.email}`} className={LINK}>
              <Mail aria-hidden="true" className="size-4" />
              {business.email}
            </a>
          </li>
        )}
        {business.websiteUrl && (
          <li>
            <a href={business.websiteUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
              <Globe aria-hidden="true" className="size-4" />
              Site web<span className="sr-only"> (nouvel onglet)</span>
            </a>
          </li>
        )}
      </ul>

      <ReportButton
        targetType="business"
        targetId={business.id}
        authorId={business.createdBy}
        subject={`la fiche ${business.businessName}`}
        variant="text"
        className="self-start"
      />

      {(isCreator || isModerator) && (
        <ManageActions
          business={business}
          isModerator={isModerator}
          isAdmin={isAdmin(user)}
          onEdit={() => setEditing(true)}
          onRemoved={onClose}
        />
      )}

      <ReviewsPanel
        target={{ kind: 'business', id: business.id }}
        onRatingChange={() => void queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY })}
      />

      <BusinessFormDialog open={editing} onOpenChange={setEditing} business={business} />
    </>
  );
}

function ManageActions({
  business,
  isModerator,
  isAdmin,
  onEdit,
  onRemoved,
}: {
  business: Business;
  isModerator: boolean;
  isAdmin: boolean;
  onEdit: () => void;
  onRemoved: () => void;
}) {
  const flags = useSetBusinessFlags();
  const remove = useDeleteBusiness();
  const [confirming, setConfirming] = useState(false);

  const toggle = (change: BusinessFlagsInput, done: string) =>
    flags.mutate(
      { id: business.id, flags: change },
      { onSuccess: () => toast.success(done), onError: (error) => toastRequestError(error) },
    );

  return (
    <div role="group" aria-label="Gérer l’entreprise" className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Modifier
      </Button>
      {isModerator && (
        <>
          <FlagButton
            on={business.isVerified}
            labels={['Vérifier', 'Retirer la vérification']}
            disabled={flags.isPending}
            onToggle={(on) => toggle({ isVerified: on }, on ? 'Entreprise vérifiée' : 'Vérification retirée')}
          />
          <FlagButton
            on={business.isFeatured}
            labels={['Mettre en avant', 'Retirer la mise en avant']}
            disabled={flags.isPending}
            onToggle={(on) => toggle({ isFeatured: on }, on ? 'Entreprise mise en avant' : 'Mise en avant retirée')}
          />
        </>
      )}
      {isAdmin && (
        <FlagButton
          on={business.isSponsored}
          labels={['Sponsoriser', 'Retirer le sponsoring']}
          disabled={flags.isPending}
          onToggle={(on) => toggle({ isSponsored: on }, on ? 'Entreprise sponsorisée' : 'Sponsoring retiré')}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button size="sm" variant="destructive">
            <Trash2 aria-hidden="true" />
            Retirer de l’annuaire
          </Button>
        }
        title="Retirer cette entreprise ?"
        description={`« ${business.businessName} » et ses avis seront supprimés de l’annuaire.`}
        confirmLabel="Retirer"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(business.id, {
            onSuccess: () => {
              toast.success('Entreprise retirée', { description: 'Elle ne figure plus dans l’annuaire' });
              setConfirming(false);
              onRemoved();
            },
            onError: (error) => toastRequestError(error),
          })
        }
      />
    </div>
  );
}

/** A moderation flag's button: its label says what a click does; `onToggle` gets the new value. */
function FlagButton({
  on,
  labels: [turnOn, turnOff],
  disabled,
  onToggle,
}: {
  on: boolean;
  labels: [string, string];
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <Button size="sm" variant="outline" disabled={disabled} onClick={() => onToggle(!on)}>
      {on ? turnOff : turnOn}
    </Button>
  );
}
