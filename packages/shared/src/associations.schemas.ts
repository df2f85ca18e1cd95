import { z } from 'zod';
import { OptionalEmailField, OptionalWebsiteField, PhoneField, SortCursorField } from './municipal-services.schemas.ts';
import { Text, TypedText } from './text.schemas.ts';

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
