import { z } from 'zod';
import { declareKinds } from './content-kind.ts';
import { Text, TypedText } from './text.schemas.ts';

/**
 * « Objets trouvés », the town hall's lost-and-found office (docs/decisions/0106-lost-found.md): the
 * mairie posts what was found, with a photo, where and when; a resident who lost something finds
 * it, saves it and asks to claim it with a message; the mairie closes it once returned.
 */

/** Its error codes, declared with its kind (errors.ts adds them to `ERRORS`). */
export const LOST_FOUND_ERRORS = {
  LOST_FOUND_NOT_FOUND: { status: 404, message: "Cet objet trouvé n'existe pas ou a été retiré." },
  LOST_FOUND_MAIRIE_ONLY: { status: 403, message: 'Seule la mairie peut publier et gérer les objets trouvés.' },
  LOST_FOUND_RETURNED: {
    status: 409,
    message: 'Cet objet a déjà été rendu à son propriétaire : il ne peut plus être réclamé ni modifié.',
  },
  LOST_FOUND_ALREADY_CLAIMED: {
    status: 409,
    message: 'Vous avez déjà réclamé cet objet : la mairie va vous répondre.',
  },
  LOST_FOUND_CLAIM_NOT_FOUND: { status: 404, message: "Cette demande n'existe pas pour cet objet." },
  LOST_FOUND_FUTURE_DATE: { status: 400, message: 'La date de découverte ne peut pas être dans le futur.' },
} as const;

export const LOST_FOUND_TITLE_MAX_LENGTH = 120;
export const LOST_FOUND_DESCRIPTION_MAX_LENGTH = 2000;
export const LOST_FOUND_PLACE_MAX_LENGTH = 200;
export const LOST_FOUND_CLAIM_MAX_LENGTH = 1000;

export const LOST_FOUND_TITLE_REQUIRED = 'Le nom de l’objet est obligatoire.';
export const LOST_FOUND_PLACE_REQUIRED = 'Le lieu de découverte est obligatoire.';
export const LOST_FOUND_DATE_INVALID = 'Saisissez une date de découverte valide.';
export const LOST_FOUND_CLAIM_REQUIRED = 'Décrivez l’objet pour prouver qu’il est à vous.';

/** What the mairie writes of a found object; a photo sent first to POST /api/uploads (kind post). */
export const LostFoundInput = z
  .object({
    title: TypedText.min(1, LOST_FOUND_TITLE_REQUIRED).max(
      LOST_FOUND_TITLE_MAX_LENGTH,
      `Le nom de l’objet contient au plus ${LOST_FOUND_TITLE_MAX_LENGTH} caractères.`,
    ),
    description: TypedText.max(
      LOST_FOUND_DESCRIPTION_MAX_LENGTH,
      `La description contient au plus ${LOST_FOUND_DESCRIPTION_MAX_LENGTH} caractères.`,
    ).default(''),
    foundPlace: TypedText.min(1, LOST_FOUND_PLACE_REQUIRED).max(
      LOST_FOUND_PLACE_MAX_LENGTH,
      `Le lieu contient au plus ${LOST_FOUND_PLACE_MAX_LENGTH} caractères.`,
    ),
    /** The day it was found, on the town's calendar (YYYY-MM-DD); a day to come is refused by the server. */
    foundOn: Text.pipe(z.iso.date(LOST_FOUND_DATE_INVALID)),
    /** On update: absent keeps the photo, null removes it. */
    uploadId: z.uuid('Photo invalide.').nullable().optional(),
  })
  .strict();
export type LostFoundInput = z.input<typeof LostFoundInput>;

export const LostFoundIdParams = z.object({ id: z.uuid("Identifiant d'objet invalide.") });

export const LostFoundClaimInput = z
  .object({
    message: TypedText.min(1, LOST_FOUND_CLAIM_REQUIRED).max(
      LOST_FOUND_CLAIM_MAX_LENGTH,
      `Le message contient au plus ${LOST_FOUND_CLAIM_MAX_LENGTH} caractères.`,
    ),
  })
  .strict();
export type LostFoundClaimInput = z.input<typeof LostFoundClaimInput>;

/** « Rendu à son propriétaire »: the claim it was returned on, or none (returned at the desk). */
export const LostFoundCloseInput = z.object({ claimId: z.uuid('Demande invalide.').nullable().default(null) }).strict();
export type LostFoundCloseInput = z.input<typeof LostFoundCloseInput>;

/** open: waiting for its owner; returned: « Rendu à son propriétaire », closed. */
export const LostFoundStatus = z.enum(['open', 'returned']);
export type LostFoundStatus = z.infer<typeof LostFoundStatus>;

/** pending: the mairie has not answered; accepted: the object was returned on it; declined: another claim was. */
export const LostFoundClaimStatus = z.enum(['pending', 'accepted', 'declined']);
export type LostFoundClaimStatus = z.infer<typeof LostFoundClaimStatus>;

/** A resident's claim as they see it. */
export const LostFoundOwnClaim = z.object({
  id: z.uuid(),
  message: z.string(),
  status: LostFoundClaimStatus,
  createdAt: z.string(),
});
export type LostFoundOwnClaim = z.infer<typeof LostFoundOwnClaim>;

export const LostFoundObject = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  foundPlace: z.string(),
  foundOn: z.string(),
  imageUrl: z.string().nullable(),
  status: LostFoundStatus,
  returnedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Hidden by the moderators (then read by the mairie and the moderators only). */
  hidden: z.boolean(),
  /** The reader may edit and close it, and read its claims (the mairie right). */
  canManage: z.boolean(),
  /** The reader's own claim, if any. */
  myClaim: LostFoundOwnClaim.nullable(),
  /** Its claims' count, for the mairie only. */
  claimsCount: z.number().int().min(0).nullable(),
});
export type LostFoundObject = z.infer<typeof LostFoundObject>;

export const LostFoundList = z.object({ objects: z.array(LostFoundObject) });
export type LostFoundList = z.infer<typeof LostFoundList>;

/** A claim as the mairie reads it: who asked (name and e-mail, to call them in) and what they said. */
export const LostFoundClaim = LostFoundOwnClaim.extend({
  claimant: z.object({ id: z.string(), name: z.string(), username: z.string().nullable(), email: z.string() }),
});
export type LostFoundClaim = z.infer<typeof LostFoundClaim>;

export const LostFoundClaims = z.object({ claims: z.array(LostFoundClaim) });
export type LostFoundClaims = z.infer<typeof LostFoundClaims>;

/** A found object as the top bar's search shows it: open ones first. */
export const SearchLostFound = z.object({
  id: z.uuid(),
  title: z.string(),
  foundPlace: z.string(),
  foundOn: z.string(),
  returned: z.boolean(),
});
export type SearchLostFound = z.infer<typeof SearchLostFound>;

/** A saved found object as its card shows it. */
export const SavedLostFound = z.object({
  id: z.uuid(),
  title: z.string(),
  foundPlace: z.string(),
  foundOn: z.string(),
  imageUrl: z.string().nullable(),
  returned: z.boolean(),
});
export type SavedLostFound = z.infer<typeof SavedLostFound>;

/** The saved item of a found object (saved.schemas.ts gathers it through its kind). */
export const SavedLostFoundItem = z.object({
  kind: z.literal('lost-found'),
  savedAt: z.string(),
  lostFound: SavedLostFound,
});

/** Its kind: reported, hidden, searched and saved as `lost-found`; the claimant told when accepted. */
export const lostFoundKinds = declareKinds({
  feature: 'lost-found',
  errors: LOST_FOUND_ERRORS,
  kinds: [
    {
      name: 'lost-found',
      label: 'Objet trouvé',
      reportable: true,
      search: { section: 'lostFound', order: 14, firstPage: 5, result: SearchLostFound },
      savable: { item: SavedLostFoundItem },
      notifications: ['lost_found_claim_accepted'],
    },
  ],
});
