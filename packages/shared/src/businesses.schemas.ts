import { z } from 'zod';
import { csvField } from './open-data.schemas.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/**
 * Spec 2-hub.md section 9: the 'Entreprises Locales' chips (19, 'Tous' first). Every business
 * has one of the 18 others.
 */
export const LOCAL_BUSINESS_CATEGORIES = [
  'Tous',
  'Restaurant',
  'Commerce',
  'Santé',
  'Beauté',
  'Artisan',
  'Services',
  'Sport',
  'Immobilier',
  'Hôtel',
  'Hébergement',
  'Automobile',
  'Éducation',
  'Banque',
  'Transport',
  'Vignoble',
  'Marché',
  'Jardinerie',
  'Supermarché',
] as const;

/** The categories a business has (the chips without 'Tous'). */
export const BUSINESS_CATEGORIES = LOCAL_BUSINESS_CATEGORIES.filter(
  (c): c is Exclude<(typeof LOCAL_BUSINESS_CATEGORIES)[number], 'Tous'> => c !== 'Tous',
);
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

/** Spec section 9: the add form's categories; the 'Annuaire Local' chips are 'Tous' plus these. */
export const ADD_BUSINESS_CATEGORIES = [
  'Restaurant',
  'Commerce',
  'Artisan',
  'Santé',
  'Services',
  'Beauté',
  'Sport',
  'Éducation',
  'Immobilier',
] as const satisfies readonly BusinessCategory[];
export const DIRECTORY_CATEGORIES = ['Tous', ...ADD_BUSINESS_CATEGORIES] as const;

export const BUSINESS_NAME_MAX_LENGTH = 120;
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 1000;
export const BUSINESSES_PAGE_SIZE = 20;

const CATEGORY_MESSAGE = 'Choisissez une catégorie.';

/** An optional text field: trimmed, and null when left empty. */
const optionalText = (max: number, label: string) =>
  TypedText.max(max, `${label} contient au plus ${max} caractères.`)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalEmail = TypedText.max(254, 'Adresse e-mail invalide.')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, 'Adresse e-mail invalide.');

/** A website: http(s), or a bare domain ('www.exemple.fr') given https. */
const optionalWebsite = TypedText.max(300, 'Adresse du site invalide.')
  .nullish()
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : null))
  .refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Adresse du site invalide.');

const businessFields = {
  businessName: TypedText.min(1, "Le nom de l'entreprise est requis.").max(
    BUSINESS_NAME_MAX_LENGTH,
    `Le nom contient au plus ${BUSINESS_NAME_MAX_LENGTH} caractères.`,
  ),
  ownerName: optionalText(120, 'Le nom du responsable'),
  description: optionalText(BUSINESS_DESCRIPTION_MAX_LENGTH, 'La description'),
  phone: optionalText(30, 'Le téléphone'),
  email: optionalEmail,
  address: optionalText(200, "L'adresse"),
  websiteUrl: optionalWebsite,
  openingHours: optionalText(200, 'Les horaires'),
};

/** 'Ajouter votre entreprise' (spec section 5): name and category required, the rest optional. */
export const CreateBusinessInput = z.object({
  ...businessFields,
  category: z.enum(ADD_BUSINESS_CATEGORIES, CATEGORY_MESSAGE),
});
export type CreateBusinessInput = z.infer<typeof CreateBusinessInput>;
export type CreateBusinessForm = z.input<typeof CreateBusinessInput>;

/** The creator's (or a moderator's) edit: the same fields; any of the 18 categories. */
export const UpdateBusinessInput = z.object({
  ...businessFields,
  category: z.enum(BUSINESS_CATEGORIES, CATEGORY_MESSAGE),
});
export type UpdateBusinessInput = z.infer<typeof UpdateBusinessInput>;

/** Moderators verify and feature; only admins sponsor. */
export const BusinessFlagsInput = z
  .object({ isVerified: z.boolean(), isFeatured: z.boolean(), isSponsored: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Aucune modification demandée.');
export type BusinessFlagsInput = z.infer<typeof BusinessFlagsInput>;

export const BusinessIdParams = z.object({ id: z.uuid("Identifiant d'entreprise invalide.") });

/** rank: 'Entreprises Locales' (sponsored, verified, featured, rating); directory: featured, newest. */
export const BUSINESS_ORDERS = ['rank', 'directory'] as const;
export type BusinessOrder = (typeof BUSINESS_ORDERS)[number];

export const ListBusinessesQuery = z.object({
  order: z.enum(BUSINESS_ORDERS, 'Ordre de tri invalide.').default('rank'),
  category: z
    .enum(LOCAL_BUSINESS_CATEGORIES, 'Catégorie inconnue.')
    .optional()
    .transform((v) => (v === 'Tous' ? undefined : v)),
  q: Text.trim().max(100, 'La recherche contient au plus 100 caractères.').optional(),
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(BUSINESSES_PAGE_SIZE),
});
export type ListBusinessesQuery = z.input<typeof ListBusinessesQuery>;

export const Business = z.object({
  id: z.uuid(),
  businessName: z.string(),
  ownerName: z.string().nullable(),
  category: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  openingHours: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isVerified: z.boolean(),
  isSponsored: z.boolean(),
  isFeatured: z.boolean(),
  /** The reviews' average to one decimal, null without reviews. */
  rating: z.number().nullable(),
  reviewsCount: z.number().int().min(0),
  /** The resident who added it (null for the town's seed entries). */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** True only for its creator and moderators: hidden by a moderator, nobody else sees it. */
  hiddenByModeration: z.boolean().optional(),
});
export type Business = z.infer<typeof Business>;

export const BusinessesPage = z.object({ businesses: z.array(Business), nextCursor: z.string().nullable() });
export type BusinessesPage = z.infer<typeof BusinessesPage>;

/** The counters of 'Entreprises Locales': Entreprises, Vérifiées, Sponsorisées. */
export const BusinessStats = z.object({
  total: z.number().int().min(0),
  verified: z.number().int().min(0),
  sponsored: z.number().int().min(0),
});
export type BusinessStats = z.infer<typeof BusinessStats>;

// ---------------------------------------------------------------- the SIRENE import (admins)

/** The columns of SIRENE's `StockEtablissement` CSV (`,`-separated, UTF-8) an import reads; the others are ignored. */
export const SIRENE_REQUIRED_COLUMNS = [
  'siret',
  'statutDiffusionEtablissement',
  'numeroVoieEtablissement',
  'indiceRepetitionEtablissement',
  'typeVoieEtablissement',
  'libelleVoieEtablissement',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
  'codeCommuneEtablissement',
  'etatAdministratifEtablissement',
  'enseigne1Etablissement',
  'denominationUsuelleEtablissement',
  'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement',
] as const;
export type SireneRequiredColumn = (typeof SIRENE_REQUIRED_COLUMNS)[number];

/** One line of StockEtablissement, as csv-parse gives it: what an import reads of it. Messages name the column. */
export const SireneEstablishmentLine = z.object({
  siret: z
    .string()
    .trim()
    .regex(/^\d{14}$/, 'siret : quatorze chiffres sont attendus'),
  statutDiffusionEtablissement: csvField('statutDiffusionEtablissement', 5),
  numeroVoieEtablissement: csvField('numeroVoieEtablissement', 10),
  indiceRepetitionEtablissement: csvField('indiceRepetitionEtablissement', 10),
  typeVoieEtablissement: csvField('typeVoieEtablissement', 10),
  libelleVoieEtablissement: csvField('libelleVoieEtablissement', 200),
  codePostalEtablissement: csvField('codePostalEtablissement', 10),
  libelleCommuneEtablissement: csvField('libelleCommuneEtablissement', 200),
  codeCommuneEtablissement: csvField('codeCommuneEtablissement', 5),
  etatAdministratifEtablissement: csvField('etatAdministratifEtablissement', 5),
  enseigne1Etablissement: csvField('enseigne1Etablissement', BUSINESS_NAME_MAX_LENGTH),
  denominationUsuelleEtablissement: csvField('denominationUsuelleEtablissement', BUSINESS_NAME_MAX_LENGTH),
  activitePrincipaleEtablissement: csvField('activitePrincipaleEtablissement', 10),
  nomenclatureActivitePrincipaleEtablissement: csvField('nomenclatureActivitePrincipaleEtablissement', 10),
});
export type SireneEstablishmentLine = z.infer<typeof SireneEstablishmentLine>;

/** An entry of the local businesses (Entreprises Locales, Annuaire Local). */
export const SearchBusiness = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  address: z.string().nullable(),
  isVerified: z.boolean(),
  logoUrl: z.string().nullable(),
});
export type SearchBusiness = z.infer<typeof SearchBusiness>;

/** The kinds of businesses and what residents may do with them (kinds.ts derives the lists). */
export const businessesKinds = declareKinds({
  feature: 'businesses',
  kinds: [
    {
      name: 'business',
      label: "Fiche de l'annuaire",
      reportable: true,
      search: { section: 'businesses', order: 9, firstPage: 5, result: SearchBusiness },
    },
  ],
});
