import {
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_MAX_PHOTOS,
  LISTING_TOO_MANY_PHOTOS_MESSAGE,
  MARKETPLACE_CATEGORIES,
  REAL_ESTATE_TYPES,
  type Listing,
  type ListingPhoto,
} from '@portmarin/shared';
import { PHOTO_DESCRIPTION_MAX_LENGTH } from '@portmarin/shared/constants';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { uploadImage } from '@/lib/upload';
import { toastRequestError } from '@/lib/toasts';
import { useSaveListing } from '../api/save-listing';
import {
  EMPTY_LISTING_FORM,
  firstError,
  listingFormValues,
  validateListingForm,
  type ListingFormValues,
} from '../lib/listing-form';

type ListingFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this listing; without it, 'Vendre' creates one. */
  listing?: Listing;
  onSaved?: (listing: Listing) => void;
};

/** 'Vendre' (or editing): title, price, category, condition, description, up to 6 photos, location. */
export function ListingFormDialog({ open, onOpenChange, listing, onSaved }: ListingFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{listing ? "Modifier l'annonce" : 'Vendre un article'}</DialogTitle>
        <DialogDescription>
          Les champs marqués d’un astérisque (*) sont obligatoires. Jusqu’à {LISTING_MAX_PHOTOS} photos.
        </DialogDescription>
        {/* Mounted only while open: each opening starts from the listing or empty. */}
        {open && (
          <ListingForm
            listing={listing}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground aria-[invalid=true]:border-destructive';

function ListingForm({ listing, onSaved }: { listing?: Listing; onSaved: (listing: Listing) => void }) {
  const [photos, setPhotos] = useState<ListingPhoto[]>(listing?.photos ?? []);
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const { values, set, errors, formRef, pending, onSubmit, field, error, control, text, row } = useRecordForm({
    initial: () => (listing ? listingFormValues(listing) : EMPTY_LISTING_FORM),
    validate: (current: ListingFormValues) =>
      validateListingForm(
        current,
        photos.map((p) => p.id),
        photos.map((p) => p.alt ?? ''),
      ),
    save: useSaveListing(listing?.id),
    invalidToast: (found) => firstError(found),
    // This form never moved focus on refused values; the toast names the first one.
    focus: false,
    saved: (_input, saved) => [listing ? 'Annonce modifiée' : 'Annonce publiée', `« ${saved.title} »`],
    onDone: onSaved,
  });

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = LISTING_MAX_PHOTOS - photos.length - uploading;
    if (files.length > room) toast.error('Erreur', { description: LISTING_TOO_MANY_PHOTOS_MESSAGE });
    const chosen = files.slice(0, Math.max(room, 0));
    setUploading((n) => n + chosen.length);
    await Promise.all(
      chosen.map(async (file) => {
        try {
          const uploaded = await uploadImage(file, 'post');
          setPhotos((list) => [
            ...list,
            { id: uploaded.id, url: uploaded.url, thumbnailUrl: uploaded.thumbnailUrl, alt: null },
          ]);
        } catch (failure) {
          toastRequestError(failure, { fallback: 'Photo refusée.' });
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  }

  const realEstate = values.category === 'Immobilier';
  const busy = pending || uploading > 0;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      {row('title', 'Titre *', <Input {...text('title')} autoComplete="off" placeholder="Ex. : Vélo de ville" />)}
      <div className="grid gap-4 sm:grid-cols-2">
        {row(
          'price',
          realEstate && values.realEstateType === 'Location'
            ? 'Prix par mois (€) *'
            : realEstate && values.realEstateType === 'Location saisonnière'
              ? 'Prix par nuit (€) *'
              : 'Prix (€) *',
          <Input {...text('price')} inputMode="decimal" autoComplete="off" placeholder="0" />,
        )}
        {row(
          'category',
          'Catégorie *',
          <select
            {...control('category')}
            className={selectClass}
            value={values.category}
            onChange={(e) => set('category', e.target.value as ListingFormValues['category'])}
          >
            <option value="">Choisir…</option>
            {MARKETPLACE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>,
        )}
      </div>
      {realEstate && (
        <div className="grid gap-4 sm:grid-cols-3">
          {row(
            'realEstateType',
            'Type de bien *',
            <select
              {...control('realEstateType')}
              className={selectClass}
              value={values.realEstateType}
              onChange={(e) => set('realEstateType', e.target.value as ListingFormValues['realEstateType'])}
            >
              <option value="">Choisir…</option>
              {REAL_ESTATE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>,
          )}
          {row('surface', 'Surface (m²)', <Input {...text('surface')} inputMode="numeric" />)}
          {row('rooms', 'Pièces', <Input {...text('rooms')} inputMode="numeric" />)}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {row(
          'condition',
          'État *',
          <select
            {...control('condition')}
            className={selectClass}
            value={values.condition}
            onChange={(e) => set('condition', e.target.value as ListingFormValues['condition'])}
          >
            <option value="">Choisir…</option>
            {LISTING_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>,
        )}
        {row(
          'location',
          'Localisation *',
          <Input {...text('location')} autoComplete="off" placeholder="Ex. : Quartier du port" />,
        )}
      </div>
      {row(
        'description',
        'Description',
        <textarea
          {...text('description')}
          rows={4}
          maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
        />,
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">
          Photos ({photos.length}/{LISTING_MAX_PHOTOS})
        </legend>
        <ul className="flex flex-col gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex items-start gap-2">
              <div className="relative size-20 shrink-0">
                <img
                  src={photo.thumbnailUrl}
                  alt={`Vue ${index + 1} de l’annonce`}
                  className="size-20 rounded-lg object-cover"
                />
                <button
                  type="button"
                  onClick={() => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
                  aria-label={`Retirer la photo ${index + 1}`}
                  className="absolute right-1 top-1 rounded-full bg-black/70 p-1 text-white"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </div>
              {/* Its text alternative (RGAA 1.3): read in place of the photo on the listing. */}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={field(`photo-alt-${index}`)} className="text-xs font-medium">
                  Décrire la photo {index + 1}
                </label>
                <Input
                  id={field(`photo-alt-${index}`)}
                  value={photo.alt ?? ''}
                  maxLength={PHOTO_DESCRIPTION_MAX_LENGTH}
                  placeholder="Ce qu’elle montre, pour qui ne la voit pas"
                  onChange={(e) => {
                    const alt = e.target.value;
                    setPhotos((list) => list.map((p) => (p.id === photo.id ? { ...p, alt } : p)));
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
        <input
          ref={fileInput}
          id={field('photos')}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onFiles(e)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={photos.length + uploading >= LISTING_MAX_PHOTOS}
          onClick={() => fileInput.current?.click()}
          aria-describedby={errors.photos ? `${field('photos')}-error` : undefined}
        >
          {uploading > 0 ? <Spinner /> : <ImagePlus aria-hidden="true" />}
          {uploading > 0 ? 'Envoi des photos...' : 'Ajouter des photos'}
        </Button>
        {error('photos')}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {pending && <Spinner />}
        {pending ? 'Publication...' : listing ? 'Enregistrer' : "Publier l'annonce"}
      </Button>
    </form>
  );
}
