import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, point 9: age of majority, validity of a verification, the simulated verification delay. */
export const DATING_MIN_AGE = 18;
export const DATING_VERIFICATION_DAYS = 30;
export const DATING_VERIFICATION_DELAY_MS = 2000;

/** Spec 2, point 9: the tabs, chosen by the query parameter `tab` (friends by default). */
export const DATING_TABS = ['friends', 'sports', 'events', 'romantic'] as const;
export type DatingTab = (typeof DATING_TABS)[number];
export const DATING_TAB_LABELS: Record<DatingTab, string> = {
  friends: 'Amis',
  sports: 'Sport',
  events: 'Événements',
  romantic: 'Romantique',
};

/** Spec 2, point 3: a dating profile is Amicale or Sportive. */
export const DATING_PROFILE_TYPES = ['amicale', 'sportive'] as const;
export const DatingProfileType = z.enum(DATING_PROFILE_TYPES, 'Type de profil inconnu.');
export type DatingProfileType = z.infer<typeof DatingProfileType>;
export const DATING_PROFILE_TYPE_LABELS: Record<DatingProfileType, string> = {
  amicale: 'Amicale',
  sportive: 'Sportive',
};

/** Spec 2, point 5: the age check's texts, verbatim. */
export const DATING_TEXTS = {
  birthDateRequired: 'Date requise',
  deniedTitle: 'Accès refusé',
  deniedMessage: 'Vous devez avoir au moins 18 ans pour accéder à la section dating',
  verified: 'Âge vérifié',
  futureDate: 'La date de naissance ne peut pas dépasser aujourd’hui.',
  invalidDate: 'Date de naissance invalide.',
} as const;

export const DATING_BIO_MAX_LENGTH = 500;
export const DATING_INTEREST_MAX_LENGTH = 30;
export const DATING_INTERESTS_MAX = 10;
export const DATING_NEIGHBOURHOOD_MAX_LENGTH = 60;
export const DATING_PROFILES_PAGE_SIZE = 20;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date that exists (no 31 February), as YYYY-MM-DD, from 1900 on. */
export function isRealDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date where the code runs, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Full years between a YYYY-MM-DD birth date and a YYYY-MM-DD day (a 29 February birthday counts on 1 March). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Spec 2, point 5: required ('Date requise'), a real date, not after today. */
export const VerifyAgeInput = z.object({
  birthDate: Text.trim()
    .min(1, DATING_TEXTS.birthDateRequired)
    .refine(isRealDate, { message: DATING_TEXTS.invalidDate, abort: true })
    .refine((value) => value <= localToday(), DATING_TEXTS.futureDate),
  /**
   * The resident confirmed a date that refuses access: without it, such a date is not stored (409
   * DATING_BIRTH_DATE_UNCONFIRMED), since once stored only a moderator can reset it.
   */
  confirmRefusal: z.boolean().default(false),
});
export type VerifyAgeInput = z.input<typeof VerifyAgeInput>;

// ------------------------------------------------------------------ correcting a stored birth date

export const BIRTH_DATE_CORRECTION_MAX_LENGTH = 1000;

/** A resident whose stored birth date is wrong asks the moderators to reset it. */
export const CreateBirthDateCorrectionInput = z
  .object({
    message: TypedText.min(1, 'Expliquez l’erreur en quelques mots.').max(
      BIRTH_DATE_CORRECTION_MAX_LENGTH,
      `Un message contient au plus ${BIRTH_DATE_CORRECTION_MAX_LENGTH} caractères.`,
    ),
  })
  .strict();
export type CreateBirthDateCorrectionInput = z.infer<typeof CreateBirthDateCorrectionInput>;

export const DecideBirthDateCorrectionInput = z
  .object({
    /** Told to the resident in the notification when the request is declined. */
    reason: TypedText.max(500, 'Le motif contient au plus 500 caractères.').optional(),
  })
  .strict();
export type DecideBirthDateCorrectionInput = z.infer<typeof DecideBirthDateCorrectionInput>;

export const BirthDateCorrectionIdParams = z.object({ id: z.uuid('Identifiant de demande invalide.') });

export const BIRTH_DATE_CORRECTION_STATUSES = ['pending', 'reset', 'declined'] as const;
export const BirthDateCorrectionStatus = z.enum(BIRTH_DATE_CORRECTION_STATUSES);

/** The resident's own latest request, if any. */
export const MyBirthDateCorrection = z.object({
  correction: z
    .object({ status: BirthDateCorrectionStatus, createdAt: z.string(), decidedAt: z.string().nullable() })
    .nullable(),
});
export type MyBirthDateCorrection = z.infer<typeof MyBirthDateCorrection>;

/** A pending request, as moderators check it: who, the stored date, why. */
export const BirthDateCorrection = z.object({
  id: z.uuid(),
  message: z.string(),
  createdAt: z.string(),
  resident: z.object({ id: z.string(), name: z.string(), username: z.string().nullable() }),
  /** The date stored on the account (YYYY-MM-DD), null once reset. */
  storedBirthDate: z.string().nullable(),
});
export type BirthDateCorrection = z.infer<typeof BirthDateCorrection>;

export const BirthDateCorrectionsList = z.object({ corrections: z.array(BirthDateCorrection) });
export type BirthDateCorrectionsList = z.infer<typeof BirthDateCorrectionsList>;

/** The resident's own dating profile, as they edit it. */
export const MyDatingProfile = z.object({
  bio: z.string(),
  interests: z.array(z.string()),
  type: DatingProfileType,
  romantic: z.boolean(),
  neighbourhood: z.string().nullable(),
  /** An approximate position is stored: distances can be shown to those who share theirs. */
  sharesPosition: z.boolean(),
});
export type MyDatingProfile = z.infer<typeof MyDatingProfile>;

/** What a verified adult reads of their own access: the verification and their profile, if any. */
export const DatingAccess = z.object({
  birthDate: z.string(),
  age: z.number().int(),
  verifiedAt: z.string(),
  expiresAt: z.string(),
  profile: MyDatingProfile.nullable(),
});
export type DatingAccess = z.infer<typeof DatingAccess>;

const Interest = TypedText.min(1, 'Un centre d’intérêt est vide.').max(
  DATING_INTEREST_MAX_LENGTH,
  `Un centre d’intérêt contient au plus ${DATING_INTEREST_MAX_LENGTH} caractères.`,
);

export const Position = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Creating or editing one's dating profile (opting in). */
export const SaveDatingProfileInput = z.object({
  bio: TypedText.max(DATING_BIO_MAX_LENGTH, `La présentation contient au plus ${DATING_BIO_MAX_LENGTH} caractères.`),
  interests: z
    .array(Interest)
    .max(DATING_INTERESTS_MAX, `Indiquez au plus ${DATING_INTERESTS_MAX} centres d’intérêt.`)
    .default([]),
  type: DatingProfileType,
  romantic: z.boolean().default(false),
  neighbourhood: TypedText.max(
    DATING_NEIGHBOURHOOD_MAX_LENGTH,
    `Le quartier contient au plus ${DATING_NEIGHBOURHOOD_MAX_LENGTH} caractères.`,
  ).default(''),
  /** false: no position kept. true: `position` replaces the kept one (without it, the kept one stays). */
  sharePosition: z.boolean().default(false),
  position: Position.optional(),
});
export type SaveDatingProfileInput = z.input<typeof SaveDatingProfileInput>;

/** Another resident's opted-in profile (spec 2, point 3). */
export const DatingProfile = z.object({
  /** The resident's account id (also the 'profile' report target). */
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  /** The 'Profil vérifié' badge: an account the town verified. */
  verified: z.boolean(),
  age: z.number().int(),
  bio: z.string(),
  interests: z.array(z.string()),
  type: DatingProfileType,
  neighbourhood: z.string().nullable(),
  /** Kilometres, rounded; null unless both residents share their position. */
  distanceKm: z.number().nullable(),
});
export type DatingProfile = z.infer<typeof DatingProfile>;

export const DatingProfilesQuery = z.object({
  tab: z.enum(['friends', 'sports', 'romantic'], 'Onglet inconnu.').default('friends'),
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(DATING_PROFILES_PAGE_SIZE),
});
export type DatingProfilesQuery = z.infer<typeof DatingProfilesQuery>;

export const DatingProfilesPage = z.object({ profiles: z.array(DatingProfile), nextCursor: z.string().nullable() });
export type DatingProfilesPage = z.infer<typeof DatingProfilesPage>;

export const DatingProfileIdParams = z.object({
  id: Text.max(64, 'Identifiant de profil invalide.').regex(/^[\w-]+$/, 'Identifiant de profil invalide.'),
});

/** 'Envoyer un message' from a dating profile: the first message of the conversation. */
export const StartDatingConversationInput = z.object({
  content: TypedText.min(1, 'Le message est vide.').max(
    MESSAGE_MAX_LENGTH,
    `Un message contient au plus ${MESSAGE_MAX_LENGTH} caractères.`,
  ),
});
export type StartDatingConversationInput = z.infer<typeof StartDatingConversationInput>;

export const DatingConversation = z.object({ conversationId: z.uuid() });
export type DatingConversation = z.infer<typeof DatingConversation>;

/** Spec 2, point 3 "Dating event": an upcoming town event meant for meeting people. */
export const DatingEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  location: z.string(),
  participants: z.number().int().min(0),
  maxParticipants: z.number().int().nullable(),
  organizer: z.object({ id: z.string(), name: z.string(), username: z.string().nullable() }),
});
export type DatingEvent = z.infer<typeof DatingEvent>;

export const DatingEventsList = z.object({ events: z.array(DatingEvent) });
export type DatingEventsList = z.infer<typeof DatingEventsList>;

/** The kinds of dating and what residents may do with them (kinds.ts derives the lists). */
export const datingKinds = declareKinds({
  feature: 'dating',
  kinds: [],
  notifications: ['dating_birth_date_correction'],
});
