import { z } from 'zod';
import { PhotoDescription, PostAuthor } from './posts.schemas.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, "Marketplace": the browse tab's categories, in its order. */
export const MARKETPLACE_CATEGORIES = [
  'Électronique',
  'Véhicules',
  'Immobilier',
  'Maison & Jardin',
  'Vêtements',
  'Loisirs',
] as const;
export const MarketplaceCategory = z.enum(MARKETPLACE_CATEGORIES, 'Catégorie inconnue.');
export type MarketplaceCategory = z.infer<typeof MarketplaceCategory>;

/** The real-estate tab's subcategories. */
export const REAL_ESTATE_TYPES = ['Achat', 'Vente', 'Location', 'Location saisonnière'] as const;
export const RealEstateType = z.enum(REAL_ESTATE_TYPES, 'Type de bien inconnu.');
export type RealEstateType = z.infer<typeof RealEstateType>;

/** A one-off price, or a rent shown with /mois or /nuit. */
export const PRICE_PERIODS = ['unique', 'mois', 'nuit'] as const;
export const PricePeriod = z.enum(PRICE_PERIODS);
export type PricePeriod = z.infer<typeof PricePeriod>;

/** Rents are priced by the month (Location) or the night (Location saisonnière); the rest once. */
export function pricePeriodOf(category: MarketplaceCategory, type: RealEstateType | null | undefined): PricePeriod {
  if (category !== 'Immobilier') return 'unique';
  if (type === 'Location') return 'mois';
  if (type === 'Location saisonnière') return 'nuit';
  return 'unique';
}

export const LISTING_CONDITIONS = [
  'Neuf',
  'Comme neuf',
  'Très bon état',
  'Bon état',
  'État correct',
  'À rénover',
] as const;
export const ListingCondition = z.enum(LISTING_CONDITIONS, 'État inconnu.');
export type ListingCondition = z.infer<typeof ListingCondition>;

export const LISTING_STATUSES = ['active', 'inactive', 'sold'] as const;
export const ListingStatus = z.enum(LISTING_STATUSES, 'Statut inconnu.');
export type ListingStatus = z.infer<typeof ListingStatus>;

export const LISTING_TITLE_MAX_LENGTH = 100;
export const LISTING_DESCRIPTION_MAX_LENGTH = 2000;
export const LISTING_LOCATION_MAX_LENGTH = 100;
export const LISTING_MAX_PHOTOS = 6;
/** 20 million euros: under PostgreSQL's integer, far above any price of the town. */
export const LISTING_MAX_PRICE_CENTS = 2_000_000_000;
export const LISTING_CONTACT_MAX_LENGTH = 1000;
export const LISTINGS_PAGE_SIZE = 20;

export const LISTING_TOO_MANY_PHOTOS_MESSAGE = `Une annonce contient au plus ${LISTING_MAX_PHOTOS} photos.`;

const Cents = z
  .number('Le prix doit être un nombre.')
  .int('Le prix est en centimes entiers.')
  .min(0, 'Le prix ne peut pas être négatif.')
  .max(LISTING_MAX_PRICE_CENTS, 'Le prix est trop élevé.');

/** The 'Vendre' form; editing sends it whole again. Immobilier adds its type, surface and rooms. */
export const ListingInput = z
  .object({
    title: TypedText.min(1, 'Le titre est obligatoire.').max(
      LISTING_TITLE_MAX_LENGTH,
      `Le titre contient au plus ${LISTING_TITLE_MAX_LENGTH} caractères.`,
    ),
    description: TypedText.max(
      LISTING_DESCRIPTION_MAX_LENGTH,
      `La description contient au plus ${LISTING_DESCRIPTION_MAX_LENGTH} caractères.`,
    ).default(''),
    priceCents: Cents,
    category: MarketplaceCategory,
    condition: ListingCondition,
    location: TypedText.min(1, 'La localisation est obligatoire.').max(
      LISTING_LOCATION_MAX_LENGTH,
      `La localisation contient au plus ${LISTING_LOCATION_MAX_LENGTH} caractères.`,
    ),
    /** Uploads of the seller (kind 'post'), in display order. */
    photoIds: z
      .array(z.uuid('Photo invalide.'))
      .max(LISTING_MAX_PHOTOS, LISTING_TOO_MANY_PHOTOS_MESSAGE)
      .refine((ids) => new Set(ids).size === ids.length, 'Une photo est ajoutée deux fois.')
      .default([]),
    /** What each photo shows, in the order of photoIds (RGAA 1.3); an empty one, or a missing one, is none. */
    photoAlts: z.array(PhotoDescription).max(LISTING_MAX_PHOTOS, LISTING_TOO_MANY_PHOTOS_MESSAGE).default([]),
    realEstateType: RealEstateType.nullish(),
    surfaceM2: z
      .number('La surface doit être un nombre.')
      .int('La surface est un nombre entier de m².')
      .min(1, 'La surface est d’au moins 1 m².')
      .max(100_000, 'La surface est trop grande.')
      .nullish(),
    rooms: z
      .number('Le nombre de pièces doit être un nombre.')
      .int('Le nombre de pièces est entier.')
      .min(1, 'Au moins une pièce.')
      .max(100, 'Au plus 100 pièces.')
      .nullish(),
  })
  .refine((input) => input.category !== 'Immobilier' || !!input.realEstateType, {
    message: 'Choisissez le type de bien (Achat, Vente, Location, Location saisonnière).',
    path: ['realEstateType'],
  });
export type ListingInput = z.input<typeof ListingInput>;
export type ListingInputParsed = z.output<typeof ListingInput>;

export const ListingIdParams = z.object({ id: z.uuid('Identifiant d’annonce invalide.') });

const euros = (label: string) =>
  z.coerce
    .number(`${label} doit être un nombre.`)
    .int(`${label} est en centimes entiers.`)
    .min(0, `${label} ne peut pas être négatif.`)
    .max(LISTING_MAX_PRICE_CENTS, `${label} est trop élevé.`);

/** Browse: active listings, newest first; the search text matches title, description and location. */
export const ListingsQuery = z.object({
  q: Text.trim().max(100, 'La recherche contient au plus 100 caractères.').optional(),
  category: MarketplaceCategory.optional(),
  realEstateType: RealEstateType.optional(),
  condition: ListingCondition.optional(),
  minPriceCents: euros('Le prix minimum').optional(),
  maxPriceCents: euros('Le prix maximum').optional(),
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(LISTINGS_PAGE_SIZE),
});
export type ListingsQuery = z.infer<typeof ListingsQuery>;

/** Mes ventes and Mes achats: paged, newest first. */
export const MyListingsQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(LISTINGS_PAGE_SIZE),
});
export type MyListingsQuery = z.infer<typeof MyListingsQuery>;

/** `alt`: the seller's description of the photo (RGAA 1.3), null when they gave none. */
export const ListingPhoto = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  alt: z.string().nullable(),
});
export type ListingPhoto = z.infer<typeof ListingPhoto>;

export const Listing = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int().min(0),
  pricePeriod: PricePeriod,
  category: MarketplaceCategory,
  realEstateType: RealEstateType.nullable(),
  surfaceM2: z.number().int().nullable(),
  rooms: z.number().int().nullable(),
  condition: ListingCondition,
  location: z.string(),
  status: ListingStatus,
  photos: z.array(ListingPhoto),
  seller: PostAuthor,
  /** Shown to the seller and the buyer only. */
  buyer: PostAuthor.nullable(),
  /** Shown to the seller (and moderators) only. */
  viewsCount: z.number().int().min(0).nullable(),
  messagesCount: z.number().int().min(0).nullable(),
  createdAt: z.string(),
  soldAt: z.string().nullable(),
  isMine: z.boolean(),
  /** The viewer already contacted the seller about it. */
  contacted: z.boolean(),
  /** Hidden by a moderator (seen by its seller and moderators only). */
  hidden: z.boolean(),
});
export type Listing = z.infer<typeof Listing>;

export const ListingsPage = z.object({ listings: z.array(Listing), nextCursor: z.string().nullable() });
export type ListingsPage = z.infer<typeof ListingsPage>;

/** Active listings per category and per real-estate subcategory. */
export const ListingCounts = z.object({
  categories: z.record(MarketplaceCategory, z.number().int().min(0)),
  realEstate: z.record(RealEstateType, z.number().int().min(0)),
});
export type ListingCounts = z.infer<typeof ListingCounts>;

/** 'Marquer comme vendu' (optionally to a resident who contacted the seller), 'Désactiver', 'Réactiver'. */
export const ListingStatusInput = z.object({
  status: ListingStatus,
  buyerId: Text.min(1).max(100).nullish(),
});
export type ListingStatusInput = z.infer<typeof ListingStatusInput>;

/** The residents who contacted the seller about a listing: the candidates to mark as buyer. */
export const ListingContacts = z.object({ contacts: z.array(PostAuthor) });
export type ListingContacts = z.infer<typeof ListingContacts>;

export const ContactSellerInput = z.object({
  message: TypedText.min(1, 'Écrivez un message au vendeur.').max(
    LISTING_CONTACT_MAX_LENGTH,
    `Le message contient au plus ${LISTING_CONTACT_MAX_LENGTH} caractères.`,
  ),
});
export type ContactSellerInput = z.infer<typeof ContactSellerInput>;

export const ContactSellerResponse = z.object({ conversationId: z.uuid() });
export type ContactSellerResponse = z.infer<typeof ContactSellerResponse>;

/** Euros in French (fr-FR), with the spec's /mois and /nuit suffixes. */
export function formatListingPrice(priceCents: number, period: PricePeriod): string {
  const amount = new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: priceCents % 100 === 0 ? 0 : 2,
    minimumFractionDigits: priceCents % 100 === 0 ? 0 : 2,
  }).format(priceCents / 100);
  return period === 'mois' ? `${amount}/mois` : period === 'nuit' ? `${amount}/nuit` : amount;
}

/** A saved listing as its card shows it, its photo when it has one (saved.schemas.ts gathers it). */
export const SavedListingItem = z.object({
  kind: z.literal('listing'),
  savedAt: z.string(),
  listing: z.object({
    id: z.uuid(),
    title: z.string(),
    priceCents: z.number().int().min(0),
    pricePeriod: PricePeriod,
    imageUrl: z.string().nullable(),
    /** Sold and withdrawn (inactive) listings stay saved, marked as such. */
    status: z.enum(['active', 'inactive', 'sold']),
  }),
});

/** A marketplace listing on sale, or sold (listed after those on sale). */
export const SearchListing = z.object({
  id: z.uuid(),
  title: z.string(),
  priceCents: z.number().int(),
  pricePeriod: PricePeriod,
  location: z.string(),
  category: MarketplaceCategory,
  sold: z.boolean(),
});
export type SearchListing = z.infer<typeof SearchListing>;

/** The kinds of marketplace and what residents may do with them (kinds.ts derives the lists). */
export const marketplaceKinds = declareKinds({
  feature: 'marketplace',
  kinds: [
    {
      name: 'listing',
      label: 'Annonce',
      reportable: true,
      search: { section: 'listings', order: 6, firstPage: 5, result: SearchListing },
      savable: { item: SavedListingItem },
      uploads: ['post'],
    },
  ],
});
