import { z } from 'zod';
import { TownAddress } from './addresses.schemas.ts';
import { RESIDENCE_METHODS, RESIDENCE_STATES } from './constants.ts';
import { Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Who the resident is, as FranceConnect told it (only what the rules need). */
export const ResidentIdentity = z.object({
  givenName: z.string(),
  familyName: z.string(),
  /** YYYY-MM-DD. */
  birthdate: z.string(),
  verifiedAt: z.string(),
});
export type ResidentIdentity = z.infer<typeof ResidentIdentity>;

/** A residence verification's state as the resident reads it: `expired` once its two years have passed. */
export const ResidenceState = z.enum([...RESIDENCE_STATES, 'expired']);
export type ResidenceState = z.infer<typeof ResidenceState>;

export const ResidenceStatus = z.object({
  state: ResidenceState,
  method: z.enum(RESIDENCE_METHODS),
  address: TownAddress,
  requestedAt: z.string(),
  verifiedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** While a letter's code can be typed. */
  codeExpiresAt: z.string().nullable(),
  codeAttemptsLeft: z.number().int().min(0),
});
export type ResidenceStatus = z.infer<typeof ResidenceStatus>;

/** GET /api/verification: the resident's own verification, and what the town offers. */
export const VerificationStatus = z.object({
  /** The town set FranceConnect up (FRANCECONNECT_ISSUER and its client). */
  franceConnectOffered: z.boolean(),
  identity: ResidentIdentity.nullable(),
  residence: ResidenceStatus.nullable(),
  /** Verified now: what residents-only votes ask. */
  verifiedResident: z.boolean(),
});
export type VerificationStatus = z.infer<typeof VerificationStatus>;

// ---------------------------------------------------------------- residence

const AddressId = Text.trim().min(1, 'Choisissez votre adresse dans la liste.').max(100, 'Adresse inconnue.');

/** POST /api/verification/residence/letter: the resident asks for a code by post at this address. */
export const RequestResidenceLetterInput = z.object({ addressId: AddressId }).strict();
export type RequestResidenceLetterInput = z.infer<typeof RequestResidenceLetterInput>;

/** The code as typed: spaces and dashes ignored, any case; 8 letters and digits. */
export const ResidenceCode = Text.max(40, 'Le code compte 8 caractères.')
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'Le code compte 8 caractères (lettres et chiffres), comme sur le courrier.'));

/** POST /api/verification/residence/code: the code received by post. */
export const SubmitResidenceCodeInput = z.object({ code: ResidenceCode }).strict();
export type SubmitResidenceCodeInput = z.input<typeof SubmitResidenceCodeInput>;

const Reason = TypedText.min(1, 'Indiquez le motif.').max(500, 'Le motif contient au plus 500 caractères.');

/** The town hall refuses a verification past the address's cap, or revokes one (« A déménagé »). */
export const ResidenceDecisionReasonInput = z.object({ reason: Reason }).strict();
export type ResidenceDecisionReasonInput = z.infer<typeof ResidenceDecisionReasonInput>;

/** POST /api/verification/residence/counter: the town hall verifies a resident who came in person. */
export const CounterVerificationInput = z
  .object({
    userId: Text.trim().min(1).max(100),
    addressId: AddressId,
    document: TypedText.min(1, 'Indiquez le justificatif présenté.').max(
      200,
      'Le justificatif tient en 200 caractères au plus.',
    ),
  })
  .strict();
export type CounterVerificationInput = z.infer<typeof CounterVerificationInput>;

export const ResidentIdParams = z.object({ userId: Text.trim().min(1).max(100) });

/** GET /api/verification/residence/residents?q=: the counter finds a resident by name, e-mail or username. */
export const ResidentSearchQuery = z.object({
  q: Text.trim()
    .min(2, 'Tapez au moins 2 caractères du nom, de l’e-mail ou du nom d’utilisateur.')
    .max(100, 'Recherche trop longue (100 caractères au plus).'),
});

/** A resident as the town hall's desk shows them, with their residence verification if any. */
export const DeskResident = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  residence: ResidenceStatus.omit({ codeExpiresAt: true, codeAttemptsLeft: true })
    .extend({ document: z.string().nullable() })
    .nullable(),
});
export type DeskResident = z.infer<typeof DeskResident>;

export const ResidentSearchResults = z.object({ residents: z.array(DeskResident) });
export type ResidentSearchResults = z.infer<typeof ResidentSearchResults>;

/** GET /api/verification/residence/desk: what waits for the town hall. */
export const ResidenceDesk = z.object({
  /** Letters requested and not yet printed: the next PDF's pages. */
  lettersToPrint: z.number().int().min(0),
  /** Past the address's cap: waiting for the town hall's confirmation. */
  awaiting: z.array(DeskResident),
  /** Verified residents, the most recent first (at most `verifiedShown`). */
  verified: z.array(DeskResident),
  verifiedCount: z.number().int().min(0),
  residentsPerAddress: z.number().int().min(1),
});
export type ResidenceDesk = z.infer<typeof ResidenceDesk>;
// ------------------------------------------------------------------ identity

/** The error codes of an identification through FranceConnect, declared with its kinds (errors.ts). */
export const FRANCECONNECT_ERRORS = {
  FRANCECONNECT_NOT_OFFERED: {
    status: 404,
    message: "L'identification FranceConnect n'est pas proposée par cette commune.",
  },
  FRANCECONNECT_UNAVAILABLE: {
    status: 503,
    message:
      'FranceConnect ne répond pas pour le moment : votre identité n’a pas été vérifiée et rien n’a été enregistré. Réessayez dans quelques minutes.',
  },
  FRANCECONNECT_IDENTITY_TAKEN: {
    status: 409,
    message:
      'Cette identité est déjà liée à un autre compte. Connectez-vous à ce compte, ou demandez à la mairie de la libérer.',
  },
  FRANCECONNECT_OTHER_IDENTITY: {
    status: 409,
    message:
      'Ce compte est déjà lié à l’identité d’une autre personne. Chacun s’identifie sur son propre compte ; en cas d’erreur, adressez-vous à la mairie.',
  },
  FRANCECONNECT_REFUSED: {
    status: 400,
    message: 'L’identification FranceConnect a été annulée : rien n’a été enregistré.',
  },
  FRANCECONNECT_FAILED: {
    status: 400,
    message:
      'La réponse de FranceConnect n’a pas pu être vérifiée : votre identité n’a pas été enregistrée. Recommencez l’identification.',
  },
  FRANCECONNECT_EXPIRED: {
    status: 400,
    message:
      'Cette identification FranceConnect a expiré ou a été commencée dans une autre session. Recommencez depuis la page « Vérification ».',
  },
} as const;

/**
 * How a FranceConnect identification ended, as the callback tells the « Vérification » page
 * (`/verification?franceconnect=<result>`): `success`, else the error code whose message it shows.
 */
export const FRANCECONNECT_RESULTS = {
  success: null,
  refused: 'FRANCECONNECT_REFUSED',
  taken: 'FRANCECONNECT_IDENTITY_TAKEN',
  other_identity: 'FRANCECONNECT_OTHER_IDENTITY',
  unavailable: 'FRANCECONNECT_UNAVAILABLE',
  failed: 'FRANCECONNECT_FAILED',
  expired: 'FRANCECONNECT_EXPIRED',
} as const satisfies Record<string, keyof typeof FRANCECONNECT_ERRORS | null>;
export const FranceConnectResult = z.enum(
  Object.keys(FRANCECONNECT_RESULTS) as [keyof typeof FRANCECONNECT_RESULTS, ...(keyof typeof FRANCECONNECT_RESULTS)[]],
);
export type FranceConnectResult = z.infer<typeof FranceConnectResult>;

/** POST /api/verification/franceconnect/start: where the browser goes to identify. */
export const FranceConnectStart = z.object({ authorizationUrl: z.url() });
export type FranceConnectStart = z.infer<typeof FranceConnectStart>;

const CallbackParam = z.string().max(2048);

/**
 * GET /api/verification/franceconnect/callback: FranceConnect's answer, a code or an error
 * (RFC 6749 §4.1.2), with the issuer (RFC 9207). Whose account it is comes from the session.
 */
export const FranceConnectCallbackQuery = z.object({
  code: CallbackParam.optional(),
  state: CallbackParam.optional(),
  iss: CallbackParam.optional(),
  error: CallbackParam.optional(),
  error_description: CallbackParam.optional(),
});
export type FranceConnectCallbackQuery = z.infer<typeof FranceConnectCallbackQuery>;

/**
 * POST /api/verification/franceconnect/logout: where the browser goes to end the FranceConnect
 * session too (its `end_session_endpoint`), or null when the resident did not use it in this session.
 */
export const FranceConnectLogout = z.object({ redirectTo: z.url().nullable() });
export type FranceConnectLogout = z.infer<typeof FranceConnectLogout>;

/**
 * GET /api/verification/identities (the town hall): the accounts an identity is linked to, found by
 * what the person shows at the counter (family name and birth date), so that it can be freed.
 */
export const LinkedIdentitiesQuery = z.object({
  familyName: TypedText.min(2, 'Saisissez le nom de famille.').max(200),
  birthdate: z.iso.date('Saisissez une date de naissance valide.'),
});
export type LinkedIdentitiesQuery = z.infer<typeof LinkedIdentitiesQuery>;

export const LinkedIdentity = ResidentIdentity.extend({
  userId: z.string(),
  /** The account's name and username, as the town hall finds the resident elsewhere. */
  accountName: z.string(),
  username: z.string().nullable(),
});
export type LinkedIdentity = z.infer<typeof LinkedIdentity>;

export const LinkedIdentities = z.object({ identities: z.array(LinkedIdentity) });
export type LinkedIdentities = z.infer<typeof LinkedIdentities>;

export const IdentityAccountParams = z.object({ userId: z.string().min(1).max(100) });

/** DELETE /api/verification/identities/:userId: why the town hall frees the identity (logged). */
export const ReleaseIdentityInput = z.object({
  reason: TypedText.min(3, 'Indiquez le motif (3 caractères au moins).').max(500),
});
export type ReleaseIdentityInput = z.infer<typeof ReleaseIdentityInput>;

/** The kinds of verification and what residents may do with them (kinds.ts derives the lists). */
export const verificationKinds = declareKinds({
  feature: 'verification',
  errors: FRANCECONNECT_ERRORS,
  kinds: [],
  notifications: [
    'residence_letter_sent',
    'residence_verified',
    'residence_awaiting_confirmation',
    'residence_confirmed',
    'residence_refused',
    'residence_revoked',
    'residence_expiring',
  ],
});
