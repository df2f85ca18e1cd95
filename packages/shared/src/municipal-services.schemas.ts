import { z } from 'zod';
import { csvField } from './open-data.schemas.ts';
import { Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, section 9: the municipal service categories, in the order of the chips. */
export const MUNICIPAL_SERVICE_CATEGORIES = [
  'Administration',
  'État Civil',
  'Urbanisme',
  'Finances',
  'Technique',
  'Social',
  'Culture',
  'Sports',
  'Éducation',
  'Économie',
  'Sécurité',
  'Environnement',
  'Communication',
  'Numérique',
  'Littoral',
] as const;

export const MunicipalServiceCategory = z.enum(MUNICIPAL_SERVICE_CATEGORIES, {
  error: 'Choisissez une catégorie de la liste.',
});
export type MunicipalServiceCategory = z.infer<typeof MunicipalServiceCategory>;

export const MUNICIPAL_SERVICES_PAGE_SIZE = 50;
export const MUNICIPAL_SERVICE_NAME_MAX = 120;
export const MUNICIPAL_SERVICE_DESCRIPTION_MAX = 1000;

export const MunicipalService = z.object({
  id: z.uuid(),
  name: z.string(),
  category: MunicipalServiceCategory,
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  openingHours: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  isEmergency: z.boolean(),
});
export type MunicipalService = z.infer<typeof MunicipalService>;

/** A keyset cursor (base64url of the last row's category, name and id); checked when decoded. */
export const SortCursorField = Text.max(1200, 'Le curseur de pagination est invalide.').regex(
  /^[\w-]*$/,
  'Le curseur de pagination est invalide.',
);

export const MunicipalServicesQuery = z.object({
  category: MunicipalServiceCategory.optional(),
  q: TypedText.max(100, 'La recherche contient au plus 100 caractères.').optional(),
  cursor: SortCursorField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MUNICIPAL_SERVICES_PAGE_SIZE),
});
export type MunicipalServicesQuery = z.infer<typeof MunicipalServicesQuery>;

export const MunicipalServicesPage = z.object({
  services: z.array(MunicipalService),
  nextCursor: z.string().nullable(),
});
export type MunicipalServicesPage = z.infer<typeof MunicipalServicesPage>;

export const MunicipalServiceIdParams = z.object({ id: z.uuid('Identifiant de service invalide.') });

/** An optional text field: '' (or blank) clears it. */
const optionalText = (max: number, label: string) =>
  TypedText.max(max, `${label} contient au plus ${max} caractères.`).nullable().optional();

/** Digits, spaces, '+', dots, dashes and parentheses: '15', '112', '02 97 00 00 00'. */
export const PhoneField = TypedText.max(30, 'Le téléphone contient au plus 30 caractères.').regex(
  /^$|^\+?[0-9][0-9 .()-]*$/,
  'Numéro de téléphone invalide.',
);
export const OptionalEmailField = TypedText.max(200, "L'e-mail contient au plus 200 caractères.").pipe(
  z.union([z.literal(''), z.email('Adresse e-mail invalide.')]),
);
export const OptionalWebsiteField = TypedText.max(500, "L'adresse du site contient au plus 500 caractères.").regex(
  /^$|^https?:\/\/[^\s]+$/,
  'Adresse du site invalide (elle commence par https://).',
);

const serviceFields = {
  name: TypedText.min(1, 'Le nom du service est requis.').max(
    MUNICIPAL_SERVICE_NAME_MAX,
    `Le nom contient au plus ${MUNICIPAL_SERVICE_NAME_MAX} caractères.`,
  ),
  category: MunicipalServiceCategory,
  description: optionalText(MUNICIPAL_SERVICE_DESCRIPTION_MAX, 'La description'),
  phone: PhoneField.nullable().optional(),
  email: OptionalEmailField.nullable().optional(),
  address: optionalText(300, "L'adresse"),
  openingHours: optionalText(300, 'Les horaires'),
  websiteUrl: OptionalWebsiteField.nullable().optional(),
};

/** POST /api/municipal-services (admins). Empty optional fields are stored as null. */
export const CreateMunicipalServiceInput = z.strictObject({
  ...serviceFields,
  isEmergency: z.boolean().default(false),
});
export type CreateMunicipalServiceInput = z.infer<typeof CreateMunicipalServiceInput>;

/** PATCH /api/municipal-services/:id (admins): only the fields sent change. */
export const UpdateMunicipalServiceInput = z
  .strictObject({
    ...serviceFields,
    name: serviceFields.name.optional(),
    category: MunicipalServiceCategory.optional(),
    isEmergency: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Aucune modification à enregistrer.',
  });
export type UpdateMunicipalServiceInput = z.infer<typeof UpdateMunicipalServiceInput>;

// ---------------------------------------------------------------- the services import (admins)

/**
 * The columns of the town's municipal services file (docs/municipal-services-csv.md): `;`-separated,
 * UTF-8 or a spreadsheet's Windows-1252, one service a line, all columns in the header.
 */
export const MUNICIPAL_SERVICES_CSV_COLUMNS = [
  'identifiant',
  'nom',
  'categorie',
  'description',
  'adresse',
  'telephone',
  'email',
  'horaires',
  'site',
] as const;
export type MunicipalServicesCsvColumn = (typeof MUNICIPAL_SERVICES_CSV_COLUMNS)[number];

/** '' as null: an empty cell leaves the field empty. */
const orNull = (v: string) => (v === '' ? null : v);

/** One line of that file: the same rules as the admin form, each message naming its column. */
export const MunicipalServiceCsvLine = z.object({
  identifiant: csvField('identifiant', 50).pipe(
    z.string().regex(/^[0-9A-Za-z_.-]+$/, 'identifiant : lettres, chiffres, « - », « _ » ou « . » (ex. etat-civil)'),
  ),
  nom: csvField('nom', MUNICIPAL_SERVICE_NAME_MAX).pipe(z.string().min(1, 'nom : le nom du service manque')),
  categorie: z
    .string()
    .trim()
    .pipe(z.enum(MUNICIPAL_SERVICE_CATEGORIES, `categorie : une de ${MUNICIPAL_SERVICE_CATEGORIES.join(', ')}`)),
  description: csvField('description', MUNICIPAL_SERVICE_DESCRIPTION_MAX).transform(orNull),
  adresse: csvField('adresse', 300).transform(orNull),
  telephone: csvField('telephone', 30)
    .pipe(z.string().regex(/^$|^\+?[0-9][0-9 .()-]*$/, 'telephone : numéro de téléphone invalide'))
    .transform(orNull),
  email: csvField('email', 200)
    .pipe(z.union([z.literal(''), z.email('email : adresse e-mail invalide')]))
    .transform(orNull),
  horaires: csvField('horaires', 300).transform(orNull),
  site: csvField('site', 500)
    .pipe(z.string().regex(/^$|^https?:\/\/[^\s]+$/, 'site : adresse invalide (elle commence par https://)'))
    .transform(orNull),
});
export type MunicipalServiceCsvLine = z.infer<typeof MunicipalServiceCsvLine>;

export const SearchMunicipalService = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  phone: z.string().nullable(),
  isEmergency: z.boolean(),
});
export type SearchMunicipalService = z.infer<typeof SearchMunicipalService>;

/** The kinds of municipal-services and what residents may do with them (kinds.ts derives the lists). */
export const municipalServicesKinds = declareKinds({
  feature: 'municipal-services',
  kinds: [
    {
      name: 'municipal-service',
      label: 'Service municipal',
      search: { section: 'municipalServices', order: 10, firstPage: 5, result: SearchMunicipalService },
    },
  ],
});
