import { z } from 'zod';
import { PostAuthor } from './posts.schemas.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, point 9: the event categories; 'Tous' is the filter that keeps them all. */
export const EVENT_CATEGORIES = ['Musique', 'Tech', 'Sport', 'Culture'] as const;
export const EventCategory = z.enum(EVENT_CATEGORIES, 'Catégorie inconnue.');
export type EventCategory = z.infer<typeof EventCategory>;
export const EVENT_FILTER_ALL = 'Tous';

/** Spec 2, "Events": Découvrir (upcoming), Mes événements (organised), Participations (joined). */
export const EVENT_TABS = ['discover', 'mine', 'participations'] as const;
export const EventTab = z.enum(EVENT_TABS, 'Onglet inconnu.');
export type EventTab = z.infer<typeof EventTab>;
export const EVENT_TAB_LABELS: Record<EventTab, string> = {
  discover: 'Découvrir',
  mine: 'Mes événements',
  participations: 'Participations',
};

/** The town's time zone: the form's date and time are read in it. */
export const EVENT_TIME_ZONE = 'Europe/Paris';
export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_LOCATION_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 2000;
export const EVENT_CAPACITY_MAX = 100000;
export const EVENTS_PAGE_SIZE = 20;

export const EVENT_TITLE_REQUIRED = 'Le titre est obligatoire.';
export const EVENT_DATE_REQUIRED = 'La date est obligatoire.';
export const EVENT_TIME_REQUIRED = "L'heure est obligatoire.";
export const EVENT_LOCATION_REQUIRED = 'Le lieu est obligatoire.';
export const EVENT_DATE_PAST_MESSAGE = "La date et l'heure de l'événement doivent être à venir.";
export const EVENT_CAPACITY_MESSAGE = `Le nombre de places est un nombre entier entre 1 et ${EVENT_CAPACITY_MAX}.`;

/** A date that exists (31 February does not), as the date field gives it: YYYY-MM-DD. */
function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 2000 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const EventDate = Text.trim()
  .min(1, EVENT_DATE_REQUIRED)
  .max(10, 'Date invalide.')
  .refine(isRealDate, 'Date invalide.');
export const EventTime = Text.trim()
  .min(1, EVENT_TIME_REQUIRED)
  .max(5, 'Heure invalide.')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide.');

const eventFields = {
  title: TypedText.min(1, EVENT_TITLE_REQUIRED).max(
    EVENT_TITLE_MAX_LENGTH,
    `Le titre contient au plus ${EVENT_TITLE_MAX_LENGTH} caractères.`,
  ),
  date: EventDate,
  time: EventTime,
  location: TypedText.min(1, EVENT_LOCATION_REQUIRED).max(
    EVENT_LOCATION_MAX_LENGTH,
    `Le lieu contient au plus ${EVENT_LOCATION_MAX_LENGTH} caractères.`,
  ),
  category: EventCategory,
  description: TypedText.max(
    EVENT_DESCRIPTION_MAX_LENGTH,
    `La description contient au plus ${EVENT_DESCRIPTION_MAX_LENGTH} caractères.`,
  ).default(''),
  /** Null or absent: no limit. */
  capacity: z
    .number(EVENT_CAPACITY_MESSAGE)
    .int(EVENT_CAPACITY_MESSAGE)
    .min(1, EVENT_CAPACITY_MESSAGE)
    .max(EVENT_CAPACITY_MAX, EVENT_CAPACITY_MESSAGE)
    .nullable()
    .default(null),
  /** Listed in the dating section's 'events' tab. */
  forMeetingPeople: z.boolean('Valeur invalide.').default(false),
};

export const CreateEventInput = z.object({
  ...eventFields,
  /** A photo sent first to POST /api/uploads (kind post). */
  uploadId: z.uuid('Photo invalide.').nullable().default(null),
});
export type CreateEventInput = z.input<typeof CreateEventInput>;

/** Every field again; `uploadId` absent keeps the photo, null removes it, an id replaces it. */
export const UpdateEventInput = z.object({
  ...eventFields,
  uploadId: z.uuid('Photo invalide.').nullable().optional(),
});
export type UpdateEventInput = z.input<typeof UpdateEventInput>;

export const EventIdParams = z.object({ id: z.uuid("Identifiant d'événement invalide.") });

export const EventsQuery = z.object({
  tab: EventTab.default('discover'),
  category: EventCategory.optional(),
  /** Only the events meant for meeting people (the dating section's 'events' tab). */
  meetingPeople: z.enum(['true', 'false'], 'Valeur invalide.').optional(),
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(EVENTS_PAGE_SIZE),
});
export type EventsQuery = z.input<typeof EventsQuery>;

export const TownEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** When it starts, ISO 8601 (UTC). */
  startsAt: z.string(),
  /** The same instant as the form shows it, in the town's time zone. */
  date: z.string(),
  time: z.string(),
  location: z.string(),
  category: EventCategory,
  imageUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  attendeesCount: z.number().int().min(0),
  forMeetingPeople: z.boolean(),
  /** Null once the organiser deleted their account. */
  organizer: PostAuthor.nullable(),
  cancelled: z.boolean(),
  past: z.boolean(),
  full: z.boolean(),
  /** Hidden by a moderator: only its organiser and the moderators see it. */
  hidden: z.boolean(),
  /** The viewer's own state; false for visitors. */
  participating: z.boolean(),
  canEdit: z.boolean(),
});
export type TownEvent = z.infer<typeof TownEvent>;

export const EventsPage = z.object({ events: z.array(TownEvent), nextCursor: z.string().nullable() });
export type EventsPage = z.infer<typeof EventsPage>;

/** A resident's private feed URL and the town's public one, both full addresses. */
export const CalendarFeed = z.object({ privateUrl: z.string(), publicUrl: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

export const CalendarFeedQuery = z.object({
  token: Text.max(100, "Ce lien d'agenda est invalide.").regex(/^[\w-]+$/, "Ce lien d'agenda est invalide."),
});

/** Paths of the calendar files, under the API. */
export const TOWN_CALENDAR_PATH = '/api/events/town.ics';
export const PRIVATE_CALENDAR_PATH = '/api/events/calendar/feed.ics';
export const eventIcsPath = (id: string): string => `/api/events/${id}/ics`;

/** A saved event as its card shows it (saved.schemas.ts gathers it). */
export const SavedEventItem = z.object({
  kind: z.literal('event'),
  savedAt: z.string(),
  event: z.object({
    id: z.uuid(),
    title: z.string(),
    startsAt: z.string(),
    location: z.string(),
    imageUrl: z.string().nullable(),
    cancelled: z.boolean(),
  }),
});

export const SearchEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.string(),
  location: z.string(),
  category: EventCategory,
  cancelled: z.boolean(),
});
export type SearchEvent = z.infer<typeof SearchEvent>;

/** The kinds of events and what residents may do with them (kinds.ts derives the lists). */
export const eventsKinds = declareKinds({
  feature: 'events',
  kinds: [
    {
      name: 'event',
      label: 'Événement',
      reportable: true,
      search: { section: 'events', order: 5, firstPage: 5, result: SearchEvent },
      savable: { item: SavedEventItem },
      notifications: ['event_joined', 'event_updated', 'event_cancelled', 'event_reminder'],
      uploads: ['post'],
    },
  ],
});
