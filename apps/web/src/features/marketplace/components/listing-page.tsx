import type { Listing } from '@portmarin/shared';
import { ArrowLeft, Eye, MapPin, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReportButton } from '@/features/content-reports';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DetailLoadError } from '@/components/detail-load-error';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { displayName, relativeTime } from '@/lib/format';
import { isStaff } from '@/lib/roles';
import { toastRequestError } from '@/lib/toasts';
import { useDeleteListing } from '../api/delete-listing';
import { useListing } from '../api/get-listing';
import { useSetListingStatus } from '../api/set-listing-status';
import { STATUS_LABELS, listingPrice, messagesLabel, viewsLabel } from '../lib/labels';
import { ContactSellerDialog } from './contact-seller-dialog';
import { ListingFormDialog } from './listing-form-dialog';
import { MarkSoldDialog } from './mark-sold-dialog';

/** /marketplace/{id}: a listing with its photos and seller; the seller manages it here. */
export function ListingPage() {
  const { id = '' } = useParams();
  const listing = useListing(id);

  if (listing.isPending) return <LoadingStatus layout="page" />;
  if (listing.isError) {
    return (
      <DetailLoadError
        query={listing}
        notFound={{
          title: 'Annonce introuvable',
          text: "Cette annonce n'existe pas ou a été retirée.",
          backTo: paths.marketplace,
          backLabel: 'Retour à Marketplace',
        }}
        failedTitle="Impossible de charger cette annonce"
      />
    );
  }
  return <ListingContent listing={listing.data} />;
}

function ListingContent({ listing }: { listing: Listing }) {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const [photoIndex, setPhotoIndex] = useState(0);
  const photo = listing.photos[photoIndex] ?? listing.photos[0];
  const sellerName = displayName(listing.seller);

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <Link
        to={paths.marketplace}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Marketplace
      </Link>
      {photo && (
        <div className="flex flex-col gap-2">
          <img
            src={photo.url}
            // The seller's description when they gave one (RGAA 1.3), its place among the photos after it.
            alt={`${photo.alt ?? listing.title} (${photoIndex + 1} sur ${listing.photos.length})`}
            className="max-h-[60vh] w-full rounded-xl bg-muted object-contain"
          />
          {listing.photos.length > 1 && (
            <ul className="flex gap-2 overflow-x-auto" aria-label="Photos de l’annonce">
              {listing.photos.map((p, index) => (
                <li key={p.id}>
                  <button
                    type="button"
                    aria-label={`Afficher la photo ${index + 1}`}
                    aria-pressed={index === photoIndex}
                    onClick={() => setPhotoIndex(index)}
                    className="block overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-primary"
                  >
                    <img src={p.thumbnailUrl} alt="" className="size-16 object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{listing.title}</h1>
          {listing.status !== 'active' && (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
              {STATUS_LABELS[listing.status]}
            </span>
          )}
          {listing.hidden && (
            <span className="rounded-full bg-destructive/15 px-2 py-0.5 text-xs font-medium">
              Masquée par la modération
            </span>
          )}
        </div>
        <p className="text-2xl font-semibold text-primary">{listingPrice(listing)}</p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4" />
          {listing.location} · publiée {relativeTime(listing.createdAt)}
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-4 text-sm sm:grid-cols-4">
        <Fact label="Catégorie" value={listing.category} />
        {listing.realEstateType && <Fact label="Type" value={listing.realEstateType} />}
        {listing.surfaceM2 !== null && <Fact label="Surface" value={`${listing.surfaceM2} m²`} />}
        {listing.rooms !== null && <Fact label="Pièces" value={String(listing.rooms)} />}
        <Fact label="État" value={listing.condition} />
      </dl>
      {listing.description && <p className="whitespace-pre-line">{listing.description}</p>}
      <section aria-labelledby="seller-heading" className="flex items-center gap-3 rounded-xl border border-border p-4">
        <h2 id="seller-heading" className="sr-only">
          Vendeur
        </h2>
        <Avatar name={sellerName} image={listing.seller.image} />
        <div className="flex flex-col">
          <span className="text-xs text-muted-foreground">Vendu par</span>
          {listing.seller.username ? (
            <Link
              to={paths.publicProfile(listing.seller.username)}
              className="font-medium underline-offset-4 hover:underline"
            >
              {sellerName}
            </Link>
          ) : (
            <span className="font-medium">{sellerName}</span>
          )}
        </div>
      </section>
      <ReportButton
        targetType="listing"
        targetId={listing.id}
        authorId={listing.seller.id}
        subject={`l’annonce ${listing.title}`}
        variant="text"
        className="self-start"
      />
      {listing.isMine ? (
        <SellerPanel listing={listing} />
      ) : (
        <BuyerPanel listing={listing} signedIn={me !== null} viewerId={me?.id ?? null} />
      )}
      {!listing.isMine && isStaff(me) && <DeleteListingButton listing={listing} />}
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function BuyerPanel({ listing, signedIn, viewerId }: { listing: Listing; signedIn: boolean; viewerId: string | null }) {
  const [conversationId, setConversationId] = useState<string | null>(null);
  if (listing.status === 'sold') {
    return (
      <p className="rounded-xl bg-muted p-4 text-sm">
        {listing.buyer && listing.buyer.id === viewerId ? 'Vous avez acheté cet article.' : 'Cet article a été vendu.'}
      </p>
    );
  }
  if (listing.status === 'inactive') {
    return <p className="rounded-xl bg-muted p-4 text-sm">Cette annonce n’est plus active pour le moment.</p>;
  }
  if (!signedIn) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
          Connectez-vous
        </Link>{' '}
        pour contacter le vendeur.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ContactSellerDialog listing={listing} onSent={setConversationId} />
      {conversationId ? (
        <Link to={paths.conversation(conversationId)} className="text-sm text-primary underline underline-offset-4">
          Voir la conversation avec le vendeur
        </Link>
      ) : (
        listing.contacted && (
          <p className="text-sm text-muted-foreground">Vous avez déjà contacté le vendeur au sujet de cette annonce.</p>
        )
      )}
    </div>
  );
}

function SellerPanel({ listing }: { listing: Listing }) {
  const status = useSetListingStatus(listing.id);
  const [editOpen, setEditOpen] = useState(false);
  const change = (next: 'active' | 'inactive') =>
    status.mutate(
      { status: next },
      {
        onSuccess: () => toast.success(next === 'active' ? 'Annonce réactivée' : 'Annonce désactivée'),
        onError: (error) => toastRequestError(error),
      },
    );

  return (
    <section aria-labelledby="manage-heading" className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h2 id="manage-heading" className="font-semibold">
        Gérer mon annonce
      </h2>
      <p className="flex flex-wrap gap-4 text-sm">
        <span>
          Statut : <strong>{STATUS_LABELS[listing.status]}</strong>
        </span>
        <span className="flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" />
          {viewsLabel(listing.viewsCount ?? 0)}
        </span>
        <span className="flex items-center gap-1">
          <MessageCircle aria-hidden="true" className="size-4" />
          {messagesLabel(listing.messagesCount ?? 0)}
        </span>
      </p>
      {listing.status === 'sold' ? (
        <p className="text-sm">{listing.buyer ? `Vendu à ${displayName(listing.buyer)}.` : 'Vendu.'}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <MarkSoldDialog listing={listing} />
          <Button
            variant="outline"
            disabled={status.isPending}
            onClick={() => change(listing.status === 'active' ? 'inactive' : 'active')}
          >
            {listing.status === 'active' ? 'Désactiver' : 'Réactiver'}
          </Button>
          <Button variant="outline" onClick={() => setEditOpen(true)}>
            Modifier
          </Button>
        </div>
      )}
      <ListingFormDialog open={editOpen} onOpenChange={setEditOpen} listing={listing} />
      <DeleteListingButton listing={listing} />
    </section>
  );
}

/** 'Supprimer', confirmed first: the seller's, or a moderator's (logged by the server). */
function DeleteListingButton({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const remove = useDeleteListing(listing.id);
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Supprimer l’annonce ?"
      description={`« ${listing.title} » sera définitivement supprimée, avec ses photos.`}
      trigger={
        <Button variant="destructive" className="w-fit">
          Supprimer
        </Button>
      }
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            toast.success('Annonce supprimée');
            void navigate(paths.marketplace);
          },
          onError: (error) => toastRequestError(error),
        })
      }
    />
  );
}
