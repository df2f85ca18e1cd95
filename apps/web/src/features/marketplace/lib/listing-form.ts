import {
  ListingInput,
  type Listing,
  type ListingCondition,
  type MarketplaceCategory,
  type RealEstateType,
} from '@portmarin/shared';

/** The 'Vendre' form as typed: numbers stay text until checked. */
export type ListingFormValues = {
  title: string;
  price: string;
  category: MarketplaceCategory | '';
  condition: ListingCondition | '';
  description: string;
  location: string;
  realEstateType: RealEstateType | '';
  surface: string;
  rooms: string;
};

export type ListingFormField = keyof ListingFormValues | 'photos';
export type ListingFormErrors = Partial<Record<ListingFormField, string>>;

/** The fields in the form's order: the toast names the first wrong one. */
const FIELD_ORDER: ListingFormField[] = [
  'title',
  'price',
  'category',
  'realEstateType',
  'surface',
  'rooms',
  'condition',
  'location',
  'description',
  'photos',
];

export const firstError = (errors: ListingFormErrors): string | undefined =>
  FIELD_ORDER.map((field) => errors[field]).find(Boolean);

export const EMPTY_LISTING_FORM: ListingFormValues = {
  title: '',
  price: '',
  category: '',
  condition: '',
  description: '',
  location: '',
  realEstateType: '',
  surface: '',
  rooms: '',
};

/** A listing back in the form, to edit it. */
export function listingFormValues(listing: Listing): ListingFormValues {
  return {
    title: listing.title,
    price: String(listing.priceCents / 100).replace('.', ','),
    category: listing.category,
    condition: listing.condition,
    description: listing.description,
    location: listing.location,
    realEstateType: listing.realEstateType ?? '',
    surface: listing.surfaceM2 === null ? '' : String(listing.surfaceM2),
    rooms: listing.rooms === null ? '' : String(listing.rooms),
  };
}

/** Euros as residents type them ('12', '12,50', '1 200', '12.5') in cents; null when it is not a price. */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}

function parseWhole(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** Checks the form with the server's own schema; every error is French, one per field. */
export function validateListingForm(
  values: ListingFormValues,
  photoIds: string[],
  /** What each photo shows, in the same order (RGAA 1.3). */
  photoAlts: string[] = [],
): { ok: true; input: ListingInput } | { ok: false; errors: ListingFormErrors } {
  const errors: ListingFormErrors = {};
  const price = values.price.trim() === '' ? undefined : parseEuros(values.price);
  if (price === undefined) errors.price = 'Le prix est obligatoire.';
  else if (price === null) errors.price = 'Indiquez un prix en euros, par exemple 25 ou 12,50.';
  if (values.category === '') errors.category = 'Choisissez une catégorie.';
  if (values.condition === '') errors.condition = "Choisissez l'état.";
  const realEstate = values.category === 'Immobilier';
  const surface = realEstate ? parseWhole(values.surface) : undefined;
  const rooms = realEstate ? parseWhole(values.rooms) : undefined;
  if (surface === null) errors.surface = 'La surface est un nombre entier de m².';
  if (rooms === null) errors.rooms = 'Le nombre de pièces est un nombre entier.';

  const parsed = ListingInput.safeParse({
    title: values.title,
    description: values.description,
    priceCents: typeof price === 'number' ? price : 0,
    category: values.category || 'Loisirs',
    condition: values.condition || 'Bon état',
    location: values.location,
    photoIds,
    photoAlts,
    realEstateType: realEstate ? values.realEstateType || null : null,
    surfaceM2: surface ?? null,
    rooms: rooms ?? null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field: ListingFormField =
        key === 'priceCents'
          ? 'price'
          : key === 'surfaceM2'
            ? 'surface'
            : key === 'photoIds' || key === 'photoAlts'
              ? 'photos'
              : (key as ListingFormField);
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
