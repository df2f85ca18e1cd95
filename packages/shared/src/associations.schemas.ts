import { z } from 'zod';
import { OptionalEmailField, OptionalWebsiteField, PhoneField, SortCursorField } from './municipal-services.schemas.ts';
import { csvField } from './open-data.schemas.ts';
import { Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, section 3: an association's category (its badge). */
export const ASSOCIATION_CATEGORIES = ['Sport', 'Culture', 'Social', 'Environnement', 'Solidarité'] as const;
export const AssociationCategory = z.enum(ASSOCIATION_CATEGORIES, { error: 'Choisissez une catégorie de la liste.' });
export type AssociationCategory = z.infer<typeof AssociationCategory>;

/** Spec 2, section 9: the stats that have no data behind them stay the spec's fixed texts. */
export const ASSOCIATION_VOLUNTEERS_TEXT = '150+';
export const ASSOCIATION_EVENTS_TEXT = '50+';

export const ASSOCIATIONS_PAGE_SIZE = 20;
export const ASSOCIATION_ACTIVITIES_MAX = 12;

export const Association = z.object({
  id: z.uuid(),
  name: z.string(),
  category: AssociationCategory,
  description: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  donationUrl: z.string().nullable(),
  activities: z.array(z.string()),
  /** True when the viewer manages this association or is an admin. */
  canEdit: z.boolean(),
});
export type Association = z.infer<typeof Association>;

export const AssociationsQuery = z.object({
  cursor: SortCursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ASSOCIATIONS_PAGE_SIZE),
});
export type AssociationsQuery = z.infer<typeof AssociationsQuery>;

export const AssociationsPage = z.object({ associations: z.array(Association), nextCursor: z.string().nullable() });
export type AssociationsPage = z.infer<typeof AssociationsPage>;

export const AssociationStats = z.object({
  associations: z.number().int().min(0),
  volunteers: z.string(),
  eventsPerYear: z.string(),
});
export type AssociationStats = z.infer<typeof AssociationStats>;

export const AssociationIdParams = z.object({ id: z.uuid("Identifiant d'association invalide.") });

/** better-auth's user ids: letters, digits, '_' and '-'. */
export const AssociationManagerParams = AssociationIdParams.extend({
  userId: Text.min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'Identifiant de résident invalide.'),
});

const optionalText = (max: number, label: string) =>
  TypedText.max(max, `${label} contient au plus ${max} caractères.`).nullable().optional();

const associationFields = {
  name: TypedText.min(1, "Le nom de l'association est requis.").max(120, 'Le nom contient au plus 120 caractères.'),
  category: AssociationCategory,
  description: TypedText.max(2000, 'La description contient au plus 2000 caractères.').optional(),
  address: optionalText(300, "L'adresse"),
  phone: PhoneField.nullable().optional(),
  email: OptionalEmailField.nullable().optional(),
  websiteUrl: OptionalWebsiteField.nullable().optional(),
  donationUrl: OptionalWebsiteField.nullable().optional(),
  activities: z
    .array(
      TypedText.min(1, 'Une activité ne peut pas être vide.').max(100, 'Une activité contient au plus 100 caractères.'),
    )
    .max(ASSOCIATION_ACTIVITIES_MAX, `Au plus ${ASSOCIATION_ACTIVITIES_MAX} activités.`)
    .optional(),
};

/** POST /api/associations (admins). */
export const CreateAssociationInput = z.strictObject(associationFields);
export type CreateAssociationInput = z.infer<typeof CreateAssociationInput>;

/** PATCH /api/associations/:id (its managers and admins): only the fields sent change. */
export const UpdateAssociationInput = z
  .strictObject({
    ...associationFields,
    name: associationFields.name.optional(),
    category: AssociationCategory.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Aucune modification à enregistrer.',
  });
export type UpdateAssociationInput = z.infer<typeof UpdateAssociationInput>;

export const AssociationManager = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string().nullable(),
});
export const AssociationManagers = z.object({ managers: z.array(AssociationManager) });
export type AssociationManagers = z.infer<typeof AssociationManagers>;

// ---------------------------------------------------------------- the RNA import (admins)

/**
 * The columns of the Répertoire National des Associations' « waldec » export (`;`-separated,
 * Windows-1252), in their order. Only those of RNA_REQUIRED_COLUMNS are read.
 */
export const RNA_COLUMNS = [
  'id',
  'id_ex',
  'siret',
  'rup_mi',
  'gestion',
  'date_creat',
  'date_decla',
  'date_publi',
  'date_disso',
  'nature',
  'groupement',
  'titre',
  'titre_court',
  'objet',
  'objet_social1',
  'objet_social2',
  'adrs_complement',
  'adrs_numvoie',
  'adrs_repetition',
  'adrs_typevoie',
  'adrs_libvoie',
  'adrs_distrib',
  'adrs_codeinsee',
  'adrs_codepostal',
  'adrs_libcommune',
  'adrs_pays',
  'adrg_declarant',
  'adrg_complemid',
  'adrg_complemgeo',
  'adrg_libvoie',
  'adrg_distrib',
  'adrg_codepostal',
  'adrg_achemine',
  'adrg_pays',
  'dir_civilite',
  'siteweb',
  'publiweb',
  'observation',
  'position',
  'maj_time',
] as const;

/** The columns an import reads: a file without one of them is refused whole. */
export const RNA_REQUIRED_COLUMNS = [
  'id',
  'date_disso',
  'titre',
  'objet',
  'objet_social1',
  'adrs_numvoie',
  'adrs_repetition',
  'adrs_typevoie',
  'adrs_libvoie',
  'adrs_codeinsee',
  'adrs_codepostal',
  'adrs_libcommune',
  'siteweb',
  'position',
] as const satisfies readonly (typeof RNA_COLUMNS)[number][];
export type RnaRequiredColumn = (typeof RNA_REQUIRED_COLUMNS)[number];

/** One line of the waldec CSV, as csv-parse gives it: what an import reads of it. Messages name the column. */
export const RnaAssociationLine = z.object({
  id: z
    .string()
    .trim()
    .regex(/^W[0-9A-Z]{9}$/, 'id : numéro RNA invalide (W suivi de neuf caractères, ex. W561234567)'),
  date_disso: csvField('date_disso', 20),
  titre: csvField('titre', 250).pipe(z.string().min(1, 'titre : le nom de l’association manque')),
  objet: csvField('objet', 4000),
  objet_social1: csvField('objet_social1', 10),
  adrs_numvoie: csvField('adrs_numvoie', 20),
  adrs_repetition: csvField('adrs_repetition', 20),
  adrs_typevoie: csvField('adrs_typevoie', 40),
  adrs_libvoie: csvField('adrs_libvoie', 200),
  adrs_codeinsee: z
    .string()
    .trim()
    .regex(/^(\d{5}|2[AB]\d{3})$/, 'adrs_codeinsee : un code INSEE de commune est attendu (cinq caractères)'),
  adrs_codepostal: csvField('adrs_codepostal', 10),
  adrs_libcommune: csvField('adrs_libcommune', 200),
  siteweb: csvField('siteweb', 500),
  position: csvField('position', 5),
});
export type RnaAssociationLine = z.infer<typeof RnaAssociationLine>;

export const SearchAssociation = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
});
export type SearchAssociation = z.infer<typeof SearchAssociation>;

/** The kinds of associations and what residents may do with them (kinds.ts derives the lists). */
export const associationsKinds = declareKinds({
  feature: 'associations',
  kinds: [
    {
      name: 'association',
      label: 'Association',
      search: { section: 'associations', order: 11, firstPage: 5, result: SearchAssociation },
    },
  ],
});
