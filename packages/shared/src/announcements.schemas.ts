import { z } from 'zod';
import { ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_OPEN_SOURCES } from './constants.ts';
import { Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

export const AnnouncementCategory = z.enum(ANNOUNCEMENT_CATEGORIES, 'Catégorie inconnue.');
export type AnnouncementCategory = z.infer<typeof AnnouncementCategory>;

/** Pushed to every device at once, urgent for the push services, through quiet hours. */
export const ALERT_CATEGORY: AnnouncementCategory = 'Alerte';

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;
export const ANNOUNCEMENT_TEXT_MAX_LENGTH = 4000;
export const ANNOUNCEMENT_LOCATION_MAX_LENGTH = 200;

export const ANNOUNCEMENT_TITLE_REQUIRED = 'Le titre est obligatoire.';
export const ANNOUNCEMENT_TEXT_REQUIRED = 'Le texte est obligatoire.';
export const ANNOUNCEMENT_END_BEFORE_START = 'La fin de validité doit suivre le début.';
export const ANNOUNCEMENT_INVALID_MOMENT = 'Date et heure invalides.';

/** A moment that exists (no 31 February, no 24:00), as a datetime-local field gives it: YYYY-MM-DDTHH:mm. */
function isRealMoment(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (year < 2000 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A moment on the town's clock (Europe/Paris), as the form's datetime-local field gives it. */
export const TownMoment = Text.trim()
  .min(1, 'La date et l’heure sont obligatoires.')
  .max(16, ANNOUNCEMENT_INVALID_MOMENT)
  .refine(isRealMoment, ANNOUNCEMENT_INVALID_MOMENT);

export const AnnouncementInput = z
  .object({
    category: AnnouncementCategory,
    title: TypedText.min(1, ANNOUNCEMENT_TITLE_REQUIRED).max(
      ANNOUNCEMENT_TITLE_MAX_LENGTH,
      `Le titre contient au plus ${ANNOUNCEMENT_TITLE_MAX_LENGTH} caractères.`,
    ),
    text: TypedText.min(1, ANNOUNCEMENT_TEXT_REQUIRED).max(
      ANNOUNCEMENT_TEXT_MAX_LENGTH,
      `Le texte contient au plus ${ANNOUNCEMENT_TEXT_MAX_LENGTH} caractères.`,
    ),
    /** Where it applies ('' when nowhere in particular). */
    location: TypedText.max(
      ANNOUNCEMENT_LOCATION_MAX_LENGTH,
      `Le lieu contient au plus ${ANNOUNCEMENT_LOCATION_MAX_LENGTH} caractères.`,
    ).default(''),
    startsAt: TownMoment,
    endsAt: TownMoment,
    /**
     * Pinned at the head of the feed while valid (the mairie's choice); an Alerte always is,
     * whatever is sent. Absent: not pinned for a new one, unchanged on an edit.
     */
    pinned: z.boolean('Valeur invalide.').optional(),
    /** A photo sent first to POST /api/uploads (kind post); on update absent keeps it, null removes it. */
    uploadId: z.uuid('Photo invalide.').nullable().optional(),
  })
  .strict()
  // Both are 'YYYY-MM-DDTHH:mm' on one clock: their text order is their time order.
  .refine((v) => v.endsAt > v.startsAt, { message: ANNOUNCEMENT_END_BEFORE_START, path: ['endsAt'] });
export type AnnouncementInput = z.input<typeof AnnouncementInput>;

export const AnnouncementIdParams = z.object({ id: z.uuid("Identifiant d'annonce invalide.") });

export const AnnouncementOpenSource = z.enum(ANNOUNCEMENT_OPEN_SOURCES, 'Source inconnue.');
export const AnnouncementOpenInput = z.object({ source: AnnouncementOpenSource }).strict();

/** current: valid now; upcoming: starts later; ended: its validity is over; withdrawn by the mairie. */
export const AnnouncementStatus = z.enum(['current', 'upcoming', 'ended', 'withdrawn']);
export type AnnouncementStatus = z.infer<typeof AnnouncementStatus>;

/** What the mairie sees of one announcement's reach. */
export const AnnouncementReach = z.object({
  /** Null while the push is being sent. */
  sentAt: z.string().nullable(),
  /** Devices the push was sent to, and deliveries that failed (gone devices included). */
  devices: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Residents who opened its page at least once, and how many of them came from the push. */
  opened: z.number().int().min(0),
  openedFromPush: z.number().int().min(0),
});
export type AnnouncementReach = z.infer<typeof AnnouncementReach>;

export const Announcement = z.object({
  id: z.uuid(),
  /** « Mairie de Port-Marin », from the town file. */
  publisher: z.string(),
  category: AnnouncementCategory,
  title: z.string(),
  text: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  /** ISO 8601 (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The same instants on the town's clock, as the form shows them (YYYY-MM-DDTHH:mm). */
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  status: AnnouncementStatus,
  /** Pinned at the head of the feed while current (always for an Alerte). */
  pinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The reader may edit and withdraw it (the mairie right). */
  canEdit: z.boolean(),
  /** For the mairie only; null for everyone else. */
  reach: AnnouncementReach.nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

export const ANNOUNCEMENT_SCOPES = ['current', 'all'] as const;
export const AnnouncementsQuery = z.object({
  /** current: those valid now (the feed's pinned ones); all: current and upcoming, and for the mairie ended and withdrawn ones. */
  scope: z.enum(ANNOUNCEMENT_SCOPES, 'Valeur invalide.').default('current'),
});
export type AnnouncementsQuery = z.input<typeof AnnouncementsQuery>;

export const AnnouncementsResponse = z.object({ announcements: z.array(Announcement) });
export type AnnouncementsResponse = z.infer<typeof AnnouncementsResponse>;

/** The feeds for feed readers, calendar apps and the town's website (public, like the town's .ics). */
export const ANNOUNCEMENTS_ATOM_PATH = '/api/announcements/feed.atom';
export const ANNOUNCEMENTS_ICS_PATH = '/api/announcements/feed.ics';

/** A town hall announcement not withdrawn: current ones first, then upcoming, then ended. */
export const SearchAnnouncement = z.object({
  id: z.uuid(),
  title: z.string(),
  category: AnnouncementCategory,
  location: z.string(),
  status: z.enum(['current', 'upcoming', 'ended']),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type SearchAnnouncement = z.infer<typeof SearchAnnouncement>;

/** The kinds of announcements and what residents may do with them (kinds.ts derives the lists). */
export const announcementsKinds = declareKinds({
  feature: 'announcements',
  kinds: [
    {
      name: 'announcement',
      label: 'Annonce de la mairie',
      search: { section: 'announcements', order: 3, firstPage: 5, result: SearchAnnouncement },
      notifications: ['official_announcement'],
      uploads: ['post'],
    },
  ],
});
