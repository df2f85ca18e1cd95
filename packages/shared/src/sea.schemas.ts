import { z } from 'zod';
import { Text, TypedText } from './text.schemas.ts';

// ------------------------------------------------------------------ swimming flags

/** The French beach flags: green, yellow, red; a beach without a flag is not watched. */
export const BEACH_FLAG_COLOURS = ['green', 'yellow', 'red'] as const;
export const BeachFlagColour = z.enum(BEACH_FLAG_COLOURS, 'Couleur de drapeau inconnue.');
export type BeachFlagColour = z.infer<typeof BeachFlagColour>;

export const BEACH_FLAG_LABELS: Record<BeachFlagColour, { label: string; meaning: string }> = {
  green: { label: 'Vert', meaning: 'Baignade surveillée sans danger' },
  yellow: { label: 'Jaune', meaning: 'Baignade dangereuse mais surveillée' },
  red: { label: 'Rouge', meaning: 'Baignade interdite' },
};
export const NO_FLAG_LABEL = 'Pas de surveillance';

export const BEACH_FLAG_NOTE_MAX_LENGTH = 200;

export const SetBeachFlagInput = z.object({
  /** Null takes the flag down: the beach is no longer watched. */
  colour: BeachFlagColour.nullable(),
  note: TypedText.max(BEACH_FLAG_NOTE_MAX_LENGTH, `La note contient au plus ${BEACH_FLAG_NOTE_MAX_LENGTH} caractères.`)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type SetBeachFlagInput = z.input<typeof SetBeachFlagInput>;

export const BeachIdParams = z.object({
  beachId: Text.max(60, 'Plage inconnue.').regex(/^[a-z0-9-]+$/, 'Plage inconnue.'),
});

export const BeachFlag = z.object({
  colour: BeachFlagColour,
  note: z.string().nullable(),
  setAt: z.string(),
});
export type BeachFlag = z.infer<typeof BeachFlag>;

// ------------------------------------------------------------------ water-quality notices

/**
 * The French bathing-water classes (Excellente, Bonne, Suffisante, Insuffisante), and the two
 * temporary notices the town hall publishes: swimming advised against, a pollution alert.
 */
export const WATER_NOTICE_LEVELS = ['excellent', 'good', 'sufficient', 'poor', 'not_advised', 'pollution'] as const;
export const WaterNoticeLevel = z.enum(WATER_NOTICE_LEVELS, "Niveau de qualité de l'eau inconnu.");
export type WaterNoticeLevel = z.infer<typeof WaterNoticeLevel>;
export const WATER_NOTICE_LEVEL_LABELS: Record<WaterNoticeLevel, string> = {
  excellent: 'Excellente',
  good: 'Bonne',
  sufficient: 'Suffisante',
  poor: 'Insuffisante',
  not_advised: 'Baignade déconseillée',
  pollution: 'Alerte pollution',
};

export const WATER_NOTICE_TITLE_MAX_LENGTH = 120;
export const WATER_NOTICE_BODY_MAX_LENGTH = 2000;
export const WATER_NOTICE_REQUIRED_MESSAGE = 'Veuillez remplir le titre et le texte de l’avis.';
export const WATER_NOTICE_END_IN_FUTURE = 'La date de fin doit être dans le futur.';
/** Past this, an end date is a typing slip rather than a notice the town plans. */
export const WATER_NOTICE_MAX_DURATION_DAYS = 400;

const noticeTitle = TypedText.min(1, WATER_NOTICE_REQUIRED_MESSAGE).max(
  WATER_NOTICE_TITLE_MAX_LENGTH,
  `Le titre contient au plus ${WATER_NOTICE_TITLE_MAX_LENGTH} caractères.`,
);
const noticeBody = TypedText.min(1, WATER_NOTICE_REQUIRED_MESSAGE).max(
  WATER_NOTICE_BODY_MAX_LENGTH,
  `Le texte contient au plus ${WATER_NOTICE_BODY_MAX_LENGTH} caractères.`,
);
/** When the notice stops showing (ISO 8601 with its offset); the server checks it is ahead. */
const noticeEnd = z.iso.datetime({ offset: true, message: 'Date de fin invalide.' });

export const CreateWaterNoticeInput = z.object({
  beachId: BeachIdParams.shape.beachId,
  level: WaterNoticeLevel,
  title: noticeTitle,
  body: noticeBody,
  endsAt: noticeEnd.nullable().optional(),
});
export type CreateWaterNoticeInput = z.input<typeof CreateWaterNoticeInput>;

export const UpdateWaterNoticeInput = z
  .object({
    level: WaterNoticeLevel.optional(),
    title: noticeTitle.optional(),
    body: noticeBody.optional(),
    /** Null: shown until ended. */
    endsAt: noticeEnd.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), 'Indiquez au moins une modification.');
export type UpdateWaterNoticeInput = z.input<typeof UpdateWaterNoticeInput>;

export const WaterNoticeIdParams = z.object({ id: z.uuid('Identifiant d’avis invalide.') });

export const WaterNotice = z.object({
  id: z.uuid(),
  beachId: z.string(),
  level: WaterNoticeLevel,
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  endsAt: z.string().nullable(),
});
export type WaterNotice = z.infer<typeof WaterNotice>;

// ------------------------------------------------------------------ marine conditions

/** One high or low water ('Pleine mer' / 'Basse mer'), its height in metres above mean sea level. */
export const Tide = z.object({ type: z.enum(['high', 'low']), time: z.string(), height: z.number() });
export type Tide = z.infer<typeof Tide>;
export const TIDE_LABELS: Record<Tide['type'], string> = { high: 'Pleine mer', low: 'Basse mer' };

export const SeaState = z.object({
  /** The Douglas scale's degree, 0 to 9, and its French term (Calme … Énorme). */
  degree: z.number().int().min(0).max(9),
  label: z.string(),
  /** Significant wave height in metres, where waves come from in degrees, their period in seconds. */
  waveHeight: z.number(),
  waveDirection: z.number().nullable(),
  wavePeriod: z.number().nullable(),
});
export type SeaState = z.infer<typeof SeaState>;

export const MarineConditions = z.object({
  /** Sea surface temperature in °C, null when the provider has none for the town's point. */
  waterTemperature: z.number().nullable(),
  seaState: SeaState.nullable(),
  /** The high and low waters of the next 48 hours, in order. */
  tides: z.array(Tide),
  fetchedAt: z.string(),
  /** True when the provider could not be reached and this is older data. */
  stale: z.boolean(),
});
export type MarineConditions = z.infer<typeof MarineConditions>;

export const MARINE_UNAVAILABLE_MESSAGE =
  'Les données marines sont momentanément indisponibles. Réessayez dans quelques minutes.';

// ------------------------------------------------------------------ the page

export const SeaBeach = z.object({
  id: z.string(),
  name: z.string(),
  /** The town file's webcam filming this beach, if any. */
  webcamId: z.string().nullable(),
  /** Null: 'Pas de surveillance'. */
  flag: BeachFlag.nullable(),
  /** Its water notices being shown, newest first. */
  notices: z.array(WaterNotice),
});
export type SeaBeach = z.infer<typeof SeaBeach>;

export const SeaPage = z.object({
  /** Null when the provider is down and nothing was ever cached; flags and notices are still there. */
  marine: MarineConditions.nullable(),
  marineError: z.string().nullable(),
  beaches: z.array(SeaBeach),
});
export type SeaPage = z.infer<typeof SeaPage>;
