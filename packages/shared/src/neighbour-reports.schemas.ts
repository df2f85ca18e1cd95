import { z } from 'zod';
import { PhotoDescription } from './posts.schemas.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/**
 * Neighbours watch (spec 2, "Neighbours watch"): the spec's three types, and the others a town
 * expects. Each is also an Open311 service (its `service_code`).
 */
export const NEIGHBOUR_REPORT_TYPES = [
  'stationnement',
  'nuisances',
  'proprete',
  'voirie',
  'eclairage',
  'dechets',
  'plage',
] as const;
export type NeighbourReportType = (typeof NEIGHBOUR_REPORT_TYPES)[number];

export const NEIGHBOUR_REPORT_TYPE_LABELS: Record<NeighbourReportType, string> = {
  stationnement: 'Stationnement',
  nuisances: 'Nuisances',
  proprete: 'Propreté',
  voirie: 'Voirie',
  eclairage: 'Éclairage public',
  dechets: 'Déchets',
  plage: 'Plage et littoral',
};

/** What each type covers: the form's hint and the Open311 service description. */
export const NEIGHBOUR_REPORT_TYPE_DESCRIPTIONS: Record<NeighbourReportType, string> = {
  stationnement: 'Véhicule mal garé, gênant ou ventouse, place réservée occupée.',
  nuisances: 'Bruit, odeurs, troubles du voisinage.',
  proprete: 'Tags, déjections, dépôts sauvages, mobilier urbain sale.',
  voirie: 'Nid-de-poule, trottoir abîmé, signalisation endommagée.',
  eclairage: 'Lampadaire en panne ou allumé en plein jour.',
  dechets: 'Poubelle ou conteneur plein, collecte oubliée, encombrants.',
  plage: 'Plage, dunes, sentier côtier ou cale : pollution, équipement abîmé.',
};

/** The Open311 `group` of each service: the municipal department it goes to. */
export const NEIGHBOUR_REPORT_TYPE_GROUPS: Record<NeighbourReportType, string> = {
  stationnement: 'Sécurité',
  nuisances: 'Sécurité',
  proprete: 'Environnement',
  voirie: 'Technique',
  eclairage: 'Technique',
  dechets: 'Environnement',
  plage: 'Littoral',
};

export const NEIGHBOUR_REPORT_TYPE_KEYWORDS: Record<NeighbourReportType, string[]> = {
  stationnement: ['stationnement', 'voiture', 'parking'],
  nuisances: ['bruit', 'nuisances', 'voisinage'],
  proprete: ['propreté', 'tags', 'dépôt sauvage'],
  voirie: ['voirie', 'chaussée', 'trottoir'],
  eclairage: ['éclairage', 'lampadaire', 'panne'],
  dechets: ['déchets', 'poubelle', 'collecte'],
  plage: ['plage', 'littoral', 'dunes'],
};

export const NeighbourReportTypeSchema = z.enum(NEIGHBOUR_REPORT_TYPES, {
  message: 'Choisissez un type de signalement de la liste.',
});

export const NEIGHBOUR_REPORT_STATUSES = ['nouveau', 'en_cours', 'resolu'] as const;
export const NeighbourReportStatus = z.enum(NEIGHBOUR_REPORT_STATUSES, { message: 'Statut inconnu.' });
export type NeighbourReportStatus = z.infer<typeof NeighbourReportStatus>;

/** Spec 2, section 4: the badge of each status; anything else is 'Inconnu'. */
export const NEIGHBOUR_REPORT_STATUS_LABELS: Record<NeighbourReportStatus, string> = {
  nouveau: 'Nouveau',
  en_cours: 'En cours',
  resolu: 'Résolu',
};
export const UNKNOWN_STATUS_LABEL = 'Inconnu';

export const NEIGHBOUR_REPORT_CONTENT_MAX_LENGTH = 2000;
export const NEIGHBOUR_REPORT_TITLE_MAX_LENGTH = 120;
export const NEIGHBOUR_REPORT_LOCATION_MAX_LENGTH = 200;
export const NEIGHBOUR_REPORT_NOTE_MAX_LENGTH = 1000;
export const NEIGHBOUR_REPORTS_PAGE_SIZE = 20;
/** The reporter may reopen a resolved report this many days after its resolution. */
export const NEIGHBOUR_REPORT_REOPEN_DAYS = 30;
/** Similar reports: same type, not resolved, this recent, and this close (or the same place text). */
export const SIMILAR_REPORTS_DAYS = 30;
export const SIMILAR_REPORTS_RADIUS_METRES = 300;

/** Spec 2, "Neighbours watch": the send toast. */
export const NEIGHBOUR_REPORT_SENT = {
  title: 'Signalement envoyé',
  description: 'Votre signalement a été transmis aux services compétents.',
} as const;

const Optional = (max: number, label: string) =>
  TypedText.max(max, `${label} contient au plus ${max} caractères.`)
    .nullable()
    .optional()
    .transform((value) => value || null);

export const Latitude = z.number().min(-90, 'Latitude invalide.').max(90, 'Latitude invalide.');
export const Longitude = z.number().min(-180, 'Longitude invalide.').max(180, 'Longitude invalide.');

export const CreateNeighbourReportInput = z
  .object({
    type: NeighbourReportTypeSchema,
    /** Spec 2, section 5: the text must be non-blank. */
    content: TypedText.min(1, 'Décrivez le problème à signaler.').max(
      NEIGHBOUR_REPORT_CONTENT_MAX_LENGTH,
      `Le signalement contient au plus ${NEIGHBOUR_REPORT_CONTENT_MAX_LENGTH} caractères.`,
    ),
    /** Optional: the type's label when absent. */
    title: Optional(NEIGHBOUR_REPORT_TITLE_MAX_LENGTH, 'Le titre'),
    locationText: Optional(NEIGHBOUR_REPORT_LOCATION_MAX_LENGTH, 'Le lieu'),
    latitude: Latitude.nullable().default(null),
    longitude: Longitude.nullable().default(null),
    /** A photo sent to POST /api/uploads (kind post) first. */
    uploadId: z.uuid('Photo invalide.').nullable().default(null),
    /** What the photo shows, its text alternative (RGAA 1.3). */
    imageAlt: PhotoDescription.optional(),
    /**
     * Filed anonymously (nobody, staff included, learns who filed it; follow-up by the app's
     * notifications), or with the resident's name, shown to moderators and the town hall only.
     */
    anonymous: z.boolean().default(true),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    message: 'La position doit avoir une latitude et une longitude.',
    path: ['latitude'],
  });
export type CreateNeighbourReportInput = z.input<typeof CreateNeighbourReportInput>;

export const NeighbourReportIdParams = z.object({ id: z.uuid('Identifiant de signalement invalide.') });

export const NeighbourReportsQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NEIGHBOUR_REPORTS_PAGE_SIZE),
});
export type NeighbourReportsQuery = z.infer<typeof NeighbourReportsQuery>;

const OptionalQueryText = Text.trim().max(NEIGHBOUR_REPORT_LOCATION_MAX_LENGTH, 'Lieu trop long.').optional();

/** Before sending: open reports of the same type near the position or at the same place. */
export const SimilarNeighbourReportsQuery = z
  .object({
    type: NeighbourReportTypeSchema,
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    locationText: OptionalQueryText,
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: 'La position doit avoir une latitude et une longitude.',
    path: ['latitude'],
  });
export type SimilarNeighbourReportsQuery = z.input<typeof SimilarNeighbourReportsQuery>;

export const ChangeNeighbourReportStatusInput = z.object({
  status: NeighbourReportStatus,
  note: Optional(NEIGHBOUR_REPORT_NOTE_MAX_LENGTH, 'La note'),
});
export type ChangeNeighbourReportStatusInput = z.input<typeof ChangeNeighbourReportStatusInput>;

export const ReopenNeighbourReportInput = z.object({
  note: Optional(NEIGHBOUR_REPORT_NOTE_MAX_LENGTH, 'La note'),
});
export type ReopenNeighbourReportInput = z.input<typeof ReopenNeighbourReportInput>;

/**
 * Who filed a report: shown to moderators only, and only when it was filed with the resident's name
 * (null: filed anonymously, or sent by a town-hall tool through Open311).
 */
export const NeighbourReportAuthor = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

/**
 * A report as residents see it: anonymous to other residents and visitors (`author` is null for
 * them), `mine` for its reporter, `author` for moderators when the reporter gave their name.
 */
export const NeighbourReport = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  locationText: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imageUrl: z.string().nullable(),
  /** The reporter's description of the photo (RGAA 1.3), null without one. */
  imageAlt: z.string().nullable(),
  status: z.string(),
  statusNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  followersCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  following: z.boolean(),
  mine: z.boolean(),
  canReopen: z.boolean(),
  /** Filed anonymously: `author` is null for everyone, staff included. */
  anonymous: z.boolean(),
  author: NeighbourReportAuthor.nullable(),
});
export type NeighbourReport = z.infer<typeof NeighbourReport>;

export const NeighbourReportUpdate = z.object({
  id: z.uuid(),
  status: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type NeighbourReportUpdate = z.infer<typeof NeighbourReportUpdate>;

export const NeighbourReportDetail = NeighbourReport.extend({ history: z.array(NeighbourReportUpdate) });
export type NeighbourReportDetail = z.infer<typeof NeighbourReportDetail>;

export const NeighbourReportsPage = z.object({ reports: z.array(NeighbourReport), nextCursor: z.string().nullable() });
export type NeighbourReportsPage = z.infer<typeof NeighbourReportsPage>;

export const SimilarNeighbourReports = z.object({ reports: z.array(NeighbourReport) });
export type SimilarNeighbourReports = z.infer<typeof SimilarNeighbourReports>;

export const FollowNeighbourReportResponse = z.object({
  following: z.boolean(),
  followersCount: z.number().int().min(0),
});
export type FollowNeighbourReportResponse = z.infer<typeof FollowNeighbourReportResponse>;

// ------------------------------------------------------------------ Open311 GeoReport v2

/** GeoReport v2 service list item (GET /open311/v2/services.json). */
export const Open311Service = z.object({
  service_code: z.string(),
  service_name: z.string(),
  description: z.string(),
  metadata: z.literal(false),
  type: z.enum(['realtime', 'batch', 'blackbox']),
  keywords: z.string(),
  group: z.string(),
});
export type Open311Service = z.infer<typeof Open311Service>;

/** GeoReport v2 service request: every field of the standard, never the reporter's identity. */
export const Open311Request = z.strictObject({
  service_request_id: z.string(),
  status: z.enum(['open', 'closed']),
  status_notes: z.string().nullable(),
  service_name: z.string(),
  service_code: z.string(),
  description: z.string(),
  agency_responsible: z.string().nullable(),
  service_notice: z.string().nullable(),
  requested_datetime: z.string(),
  updated_datetime: z.string().nullable(),
  expected_datetime: z.string().nullable(),
  address: z.string().nullable(),
  address_id: z.string().nullable(),
  zipcode: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  media_url: z.string().nullable(),
});
export type Open311Request = z.infer<typeof Open311Request>;

export const Open311Errors = z.array(z.object({ code: z.number().int(), description: z.string() }));
export type Open311Errors = z.infer<typeof Open311Errors>;

export const OPEN311_MAX_REQUESTS = 1000;
export const OPEN311_DEFAULT_DAYS = 90;

const Open311Date = Text.pipe(z.iso.datetime({ offset: true, message: 'Date W3C invalide.' }));

export const Open311RequestsQuery = z.object({
  service_request_id: Text.max(4000)
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid('Identifiant de demande invalide.')).max(OPEN311_MAX_REQUESTS))
    .optional(),
  service_code: NeighbourReportTypeSchema.optional(),
  start_date: Open311Date.optional(),
  end_date: Open311Date.optional(),
  status: z.enum(['open', 'closed'], { message: 'Statut : open ou closed.' }).optional(),
  jurisdiction_id: Text.max(200).optional(),
});
export type Open311RequestsQuery = z.infer<typeof Open311RequestsQuery>;

export const Open311RequestIdParams = z.object({ id: z.uuid('Identifiant de demande invalide.') });

/** Form fields arrive as strings: numbers are read from them. */
const FormNumber = (min: number, max: number) =>
  z.union([z.number(), Text.trim().min(1).pipe(z.coerce.number())]).pipe(z.number().min(min).max(max));

const FormText = (max: number) =>
  TypedText.max(max)
    .optional()
    .transform((v) => v || undefined);

/** POST /open311/v2/requests.json: the standard's fields (the identity ones are read, never stored). */
export const Open311CreateInput = z
  .object({
    api_key: Text.max(500).optional(),
    jurisdiction_id: Text.max(200).optional(),
    service_code: NeighbourReportTypeSchema,
    lat: FormNumber(-90, 90).optional(),
    long: FormNumber(-180, 180).optional(),
    address_string: FormText(NEIGHBOUR_REPORT_LOCATION_MAX_LENGTH),
    address_id: FormText(200),
    description: TypedText.min(1, 'Décrivez le problème à signaler.').max(4000),
    media_url: Text.trim()
      .max(2000)
      .pipe(z.url({ protocol: /^https?$/, message: 'media_url doit être une adresse http(s).' }))
      .optional(),
    email: FormText(320),
    device_id: FormText(200),
    account_id: FormText(200),
    first_name: FormText(200),
    last_name: FormText(200),
    phone: FormText(50),
  })
  .refine((v) => (v.lat === undefined) === (v.long === undefined), {
    message: 'lat et long vont ensemble.',
    path: ['lat'],
  })
  .refine((v) => v.lat !== undefined || v.address_string !== undefined || v.address_id !== undefined, {
    message: 'Une position est requise : lat et long, address_string ou address_id.',
    path: ['lat'],
  });
export type Open311CreateInput = z.input<typeof Open311CreateInput>;

export const Open311CreateResponse = z.array(
  z.object({
    service_request_id: z.string(),
    service_notice: z.string().nullable(),
    account_id: z.string().nullable(),
  }),
);

/** The kinds of neighbour-reports and what residents may do with them (kinds.ts derives the lists). */
export const neighbourReportsKinds = declareKinds({
  feature: 'neighbour-reports',
  kinds: [],
  notifications: ['neighbour_report_status'],
  uploads: ['post'],
});
