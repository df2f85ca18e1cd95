import { z } from 'zod';
import { TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 1, section 3: the categories of the creation dialog, in its order. */
export const BUSINESS_PAGE_CATEGORIES = [
  'Restaurant',
  'Commerce de détail',
  'Services',
  'Santé',
  'Education',
  'Immobilier',
  'Technologie',
  'Art et Culture',
  'Sport et Fitness',
  'Beauté et Bien-être',
  'Autre',
] as const;
export type BusinessPageCategory = (typeof BUSINESS_PAGE_CATEGORIES)[number];

export const BUSINESS_PAGE_NAME_MAX_LENGTH = 100;
export const BUSINESS_PAGE_DESCRIPTION_MAX_LENGTH = 2000;
/** The 6-slot photo grid of a page (spec 1, "Business page detail"). */
export const BUSINESS_PAGE_PHOTOS = 6;
/** Spec 1, section 5 and 8. */
export const BUSINESS_PAGE_NAME_REQUIRED = 'Le nom de la page est requis';

/** Trimmed; blank is null (spec 1, section 5: "Empty values, trimmed, are sent as null"). */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  TypedText.nullable()
    .transform((v) => (v === '' ? null : v))
    .pipe(schema.nullable())
    .optional();

const limited = (max: number, label: string) => TypedText.max(max, `${label} contient au plus ${max} caractères.`);

const HTTP_URL = /^https?:\/\/[^\s/?#.]+\.[^\s]+$/i;

export const BusinessPageFields = z.object({
  name: TypedText.min(1, BUSINESS_PAGE_NAME_REQUIRED).max(
    BUSINESS_PAGE_NAME_MAX_LENGTH,
    `Le nom de la page contient au plus ${BUSINESS_PAGE_NAME_MAX_LENGTH} caractères.`,
  ),
  description: optional(limited(BUSINESS_PAGE_DESCRIPTION_MAX_LENGTH, 'La description')),
  category: optional(z.enum(BUSINESS_PAGE_CATEGORIES, 'Choisissez une catégorie de la liste.')),
  contactEmail: optional(
    TypedText.max(254, "L'adresse e-mail est trop longue.").pipe(z.email("L'adresse e-mail n'est pas valide.")),
  ),
  contactPhone: optional(
    TypedText.max(30, 'Le numéro de téléphone est trop long.').regex(
      /^\+?[\d\s().-]{4,}$/,
      "Le numéro de téléphone n'est pas valide.",
    ),
  ),
  websiteUrl: optional(
    TypedText.max(500, "L'adresse du site web est trop longue.").regex(
      HTTP_URL,
      "L'adresse du site web doit commencer par http:// ou https://.",
    ),
  ),
  address: optional(limited(300, "L'adresse")),
});

/** 'Créer une page': the name is required, every other field optional (blank → null). */
export const CreateBusinessPageInput = BusinessPageFields.strict();
export type CreateBusinessPageInput = z.input<typeof CreateBusinessPageInput>;

/** 'Modifier les informations': the fields sent change. */
export const UpdateBusinessPageInput = BusinessPageFields.partial()
  .extend({
    /** An upload of kind cover, cropped to 3:1 (or null to remove the cover). */
    coverUploadId: z.uuid().nullable().optional(),
    /** An upload of kind avatar, cropped square (or null to remove the logo). */
    logoUploadId: z.uuid().nullable().optional(),
  })
  .strict();
export type UpdateBusinessPageInput = z.input<typeof UpdateBusinessPageInput>;

export const BusinessPageIdParams = z.object({ id: z.uuid('Identifiant de page invalide.') });

export const BusinessPageOwner = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

export const BusinessPage = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  address: z.string().nullable(),
  /** The cover chosen for the page, else the latest photo posted on it (docs/decisions/0025-business-pages.md). */
  coverUrl: z.string().nullable(),
  /** The page's own cover (null when it shows its latest photo or nothing): what 'Retirer' removes. */
  ownCover: z.boolean(),
  /** The page's square logo: it signs the page's posts. */
  logoUrl: z.string().nullable(),
  owner: BusinessPageOwner,
  followersCount: z.number().int(),
  /** The reviews' average (one decimal), null without reviews. */
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
  createdAt: z.string(),
  followedByMe: z.boolean(),
  /** The viewer created the page. */
  isOwner: z.boolean(),
  /** The viewer may edit or delete it: its owner, a moderator or an admin. */
  canEdit: z.boolean(),
  /** True only for its owner and moderators: hidden by a moderator, nobody else sees it. */
  hiddenByModeration: z.boolean().optional(),
});
export type BusinessPage = z.infer<typeof BusinessPage>;

export const BusinessPagesPage = z.object({ pages: z.array(BusinessPage), nextCursor: z.string().nullable() });
export type BusinessPagesPage = z.infer<typeof BusinessPagesPage>;

export const BusinessPageFollowResponse = z.object({ following: z.boolean(), followersCount: z.number().int() });
export type BusinessPageFollowResponse = z.infer<typeof BusinessPageFollowResponse>;

export const BusinessPagePhoto = z.object({ postId: z.string(), url: z.string(), thumbnailUrl: z.string() });
export const BusinessPagePhotos = z.object({ photos: z.array(BusinessPagePhoto) });
export type BusinessPagePhotos = z.infer<typeof BusinessPagePhotos>;

/** A saved business page as its card shows it (saved.schemas.ts gathers it). */
export const SavedBusinessPageItem = z.object({
  kind: z.literal('business-page'),
  savedAt: z.string(),
  businessPage: z.object({
    id: z.uuid(),
    name: z.string(),
    category: z.string().nullable(),
    coverUrl: z.string().nullable(),
  }),
});

export const SearchBusinessPage = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  followersCount: z.number().int().min(0),
});
export type SearchBusinessPage = z.infer<typeof SearchBusinessPage>;

/** The kinds of business-pages and what residents may do with them (kinds.ts derives the lists). */
export const businessPagesKinds = declareKinds({
  feature: 'business-pages',
  kinds: [
    {
      name: 'business-page',
      label: 'Page professionnelle',
      reportable: true,
      search: { section: 'businessPages', order: 8, firstPage: 5, result: SearchBusinessPage },
      savable: { item: SavedBusinessPageItem },
      notifications: ['page_followed'],
      uploads: ['cover', 'avatar'],
    },
  ],
});
