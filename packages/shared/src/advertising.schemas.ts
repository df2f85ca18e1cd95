import { z } from 'zod';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, "Advertising hub": a request is a campaign (Créer), a boost (Booster) or a badge (Vérifier). */
export const AD_REQUEST_KINDS = ['campaign', 'boost', 'badge'] as const;
export const AdRequestKind = z.enum(AD_REQUEST_KINDS, 'Type de demande inconnu.');
export type AdRequestKind = z.infer<typeof AdRequestKind>;
export const AD_REQUEST_KIND_LABELS: Record<AdRequestKind, string> = {
  campaign: 'Campagne',
  boost: 'Boost',
  badge: 'Badge',
};

/** Spec 2, point 9: the objectives and their starting prices per day, in euro cents. */
export const AD_OBJECTIVES = ['notoriete', 'trafic', 'engagement', 'conversions'] as const;
export const AdObjective = z.enum(
  AD_OBJECTIVES,
  'Objectif inconnu : choisissez Notoriété, Trafic, Engagement ou Conversions.',
);
export type AdObjective = z.infer<typeof AdObjective>;
export const AD_OBJECTIVE_LABELS: Record<AdObjective, string> = {
  notoriete: 'Notoriété',
  trafic: 'Trafic',
  engagement: 'Engagement',
  conversions: 'Conversions',
};
export const AD_OBJECTIVE_PRICES_CENTS: Record<AdObjective, number> = {
  notoriete: 200,
  trafic: 300,
  engagement: 200,
  conversions: 500,
};

/** Spec 2, point 9: the two boosts, 5 € and 3 €. */
export const BOOST_OFFERS = ['boost_7_jours', 'boost_3_jours'] as const;
export const BoostOffer = z.enum(BOOST_OFFERS, 'Offre de boost inconnue.');
export type BoostOffer = z.infer<typeof BoostOffer>;
export const BOOST_OFFER_LABELS: Record<BoostOffer, string> = {
  boost_7_jours: 'Boost 7 jours',
  boost_3_jours: 'Boost 3 jours',
};
export const BOOST_OFFER_DESCRIPTIONS: Record<BoostOffer, string> = {
  boost_7_jours: 'Votre publication ou votre page en tête du fil des habitants pendant 7 jours.',
  boost_3_jours: 'Votre publication ou votre page en tête du fil des habitants pendant 3 jours.',
};
export const BOOST_OFFER_PRICES_CENTS: Record<BoostOffer, number> = { boost_7_jours: 500, boost_3_jours: 300 };

/** Spec 2, point 9: the badges and their monthly prices; Premium is labelled Pro. */
export const AD_BADGES = ['verifie', 'premium', 'commerce_local'] as const;
export const AdBadge = z.enum(AD_BADGES, 'Badge inconnu : choisissez Vérifié, Premium ou Commerce Local.');
export type AdBadge = z.infer<typeof AdBadge>;
export const AD_BADGE_LABELS: Record<AdBadge, string> = {
  verifie: 'Vérifié',
  premium: 'Premium',
  commerce_local: 'Commerce Local',
};
export const AD_BADGE_PRICES_CENTS: Record<AdBadge, number> = { verifie: 900, premium: 1900, commerce_local: 500 };
export const PRO_BADGES: readonly AdBadge[] = ['premium'];

/** Spec 2, points 5 and 9: at least 2 € a day for at least 1 day; the maxima only keep figures sane. */
export const AD_MIN_DAILY_BUDGET_CENTS = 200;
export const AD_MAX_DAILY_BUDGET_CENTS = 100_000;
export const AD_MIN_DURATION_DAYS = 1;
export const AD_MAX_DURATION_DAYS = 365;
/** Spec 2, point 9: the verification reply is promised within 48 h. */
export const AD_VERIFICATION_REPLY_HOURS = 48;
export const AD_MESSAGE_MAX_LENGTH = 1000;
export const AD_GEO_TARGET_MAX_LENGTH = 120;

export const AD_MIN_BUDGET_MESSAGE = 'Le budget quotidien minimum est de 2 € par jour.';
export const AD_MIN_DURATION_MESSAGE = 'La durée minimale est de 1 jour.';

/** Payment is not taken by the app: the town hall arranges it once an admin approves (issue 19). */
export const AD_PAYMENT_NOTICE =
  'Aucun paiement en ligne : une fois votre demande approuvée, la mairie vous contacte pour convenir du règlement.';

const PageId = z.uuid('Choisissez une de vos pages professionnelles.');
const Message = TypedText.max(
  AD_MESSAGE_MAX_LENGTH,
  `Le message contient au plus ${AD_MESSAGE_MAX_LENGTH} caractères.`,
);

const CampaignInput = z.object({
  kind: z.literal('campaign'),
  pageId: PageId,
  objective: AdObjective,
  dailyBudgetCents: z
    .number('Indiquez un budget quotidien.')
    .int('Le budget est en centimes entiers.')
    .min(AD_MIN_DAILY_BUDGET_CENTS, AD_MIN_BUDGET_MESSAGE)
    .max(AD_MAX_DAILY_BUDGET_CENTS, 'Le budget quotidien est d’au plus 1 000 € par jour.'),
  durationDays: z
    .number('Indiquez une durée en jours.')
    .int('La durée est un nombre entier de jours.')
    .min(AD_MIN_DURATION_DAYS, AD_MIN_DURATION_MESSAGE)
    .max(AD_MAX_DURATION_DAYS, 'La durée est d’au plus 365 jours.'),
  geoTarget: TypedText.min(1, 'Indiquez la zone de diffusion.').max(
    AD_GEO_TARGET_MAX_LENGTH,
    `La zone de diffusion contient au plus ${AD_GEO_TARGET_MAX_LENGTH} caractères.`,
  ),
  message: Message.optional(),
});

const BoostInput = z.object({
  kind: z.literal('boost'),
  pageId: PageId,
  boostOffer: BoostOffer,
  /** A post of the page; absent, the page itself is boosted. */
  postId: z.uuid('Publication invalide.').optional(),
  /** The Pro auto-boost: renewed each time it ends, until the business asks to stop. */
  autoBoost: z.boolean().default(false),
  message: Message.optional(),
});

const BadgeInput = z.object({
  kind: z.literal('badge'),
  pageId: PageId,
  badge: AdBadge,
  message: Message.optional(),
});

/**
 * A business's request; an objective's starting price is the lowest daily budget for it (Conversions
 * from 5 €), never under the 2 € minimum.
 */
export const CreateAdRequestInput = z
  .discriminatedUnion('kind', [CampaignInput, BoostInput, BadgeInput], 'Type de demande inconnu.')
  .superRefine((input, ctx) => {
    if (input.kind !== 'campaign') return;
    const floor = AD_OBJECTIVE_PRICES_CENTS[input.objective];
    if (input.dailyBudgetCents >= AD_MIN_DAILY_BUDGET_CENTS && input.dailyBudgetCents < floor) {
      ctx.addIssue({
        code: 'custom',
        path: ['dailyBudgetCents'],
        message: `L’objectif ${AD_OBJECTIVE_LABELS[input.objective]} démarre à ${floor / 100} € par jour.`,
      });
    }
  });
export type CreateAdRequestInput = z.input<typeof CreateAdRequestInput>;

export const AD_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export const AdRequestStatus = z.enum(AD_REQUEST_STATUSES, 'Statut inconnu.');
export type AdRequestStatus = z.infer<typeof AdRequestStatus>;
export const AD_REQUEST_STATUS_LABELS: Record<AdRequestStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  refused: 'Refusée',
};

/** The figure an admin and the business see: daily × days, or the offer's or badge's price. */
export function adRequestTotalCents(
  request:
    | { kind: 'campaign'; dailyBudgetCents: number; durationDays: number }
    | { kind: 'boost'; boostOffer: BoostOffer }
    | { kind: 'badge'; badge: AdBadge },
): number {
  switch (request.kind) {
    case 'campaign':
      return request.dailyBudgetCents * request.durationDays;
    case 'boost':
      return BOOST_OFFER_PRICES_CENTS[request.boostOffer];
    case 'badge':
      return AD_BADGE_PRICES_CENTS[request.badge];
  }
}

export const AdRequest = z.object({
  id: z.uuid(),
  kind: AdRequestKind,
  page: z.object({ id: z.uuid(), name: z.string() }),
  requestedBy: z.object({ id: z.string(), name: z.string(), username: z.string().nullable() }).nullable(),
  objective: AdObjective.nullable(),
  dailyBudgetCents: z.number().int().nullable(),
  durationDays: z.number().int().nullable(),
  geoTarget: z.string().nullable(),
  boostOffer: BoostOffer.nullable(),
  /** The boosted post, when it still exists (null: the page itself). */
  post: z.object({ id: z.uuid(), excerpt: z.string() }).nullable(),
  autoBoost: z.boolean(),
  badge: AdBadge.nullable(),
  message: z.string().nullable(),
  /** Daily × days for a campaign; the offer's price; the badge's price per month. */
  totalCents: z.number().int(),
  status: AdRequestStatus,
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdRequest = z.infer<typeof AdRequest>;

export const AdRequestIdParams = z.object({ id: z.uuid('Identifiant de demande invalide.') });

export const AdRequestsQuery = z.object({
  status: AdRequestStatus.optional(),
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdRequestsQuery = z.infer<typeof AdRequestsQuery>;

export const AdRequestsPage = z.object({ requests: z.array(AdRequest), nextCursor: z.string().nullable() });
export type AdRequestsPage = z.infer<typeof AdRequestsPage>;

export const DecideAdRequestInput = z.object({
  decision: z.enum(['approved', 'refused'], 'Décision inconnue : approuver ou refuser.'),
  note: TypedText.max(500, 'La note contient au plus 500 caractères.').optional(),
});
export type DecideAdRequestInput = z.infer<typeof DecideAdRequestInput>;

/** A page of mine with its real figures (Analytics) and the badges approved for it. */
export const AdvertisingPage = z.object({
  id: z.uuid(),
  name: z.string(),
  followersCount: z.number().int().min(0),
  viewsCount: z.number().int().min(0),
  postsCount: z.number().int().min(0),
  likesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  badges: z.array(AdBadge),
  /** Its latest posts, for the boost chooser. */
  posts: z.array(z.object({ id: z.uuid(), excerpt: z.string() })),
});
export type AdvertisingPage = z.infer<typeof AdvertisingPage>;

export const MyAdvertising = z.object({
  pages: z.array(AdvertisingPage),
  requests: z.array(AdRequest),
});
export type MyAdvertising = z.infer<typeof MyAdvertising>;

/** Sponsors (/sponsors): the town's partners, managed by admins. */
export const SPONSOR_NAME_MAX_LENGTH = 120;
export const SPONSOR_DESCRIPTION_MAX_LENGTH = 1000;

const HttpUrl = Text.trim()
  .max(500, 'L’adresse contient au plus 500 caractères.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Indiquez une adresse web complète (https://…).' }));

export const Sponsor = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type Sponsor = z.infer<typeof Sponsor>;

export const SponsorsResponse = z.object({ sponsors: z.array(Sponsor) });
export type SponsorsResponse = z.infer<typeof SponsorsResponse>;

const UploadPath = Text.trim()
  .max(300, 'L’adresse de l’image est trop longue.')
  .regex(/^\/uploads\/[\w.-]+$/, 'Ajoutez le logo en l’envoyant depuis cet écran.');

const SponsorFields = {
  name: TypedText.min(1, 'Le nom du sponsor est requis.').max(
    SPONSOR_NAME_MAX_LENGTH,
    `Le nom contient au plus ${SPONSOR_NAME_MAX_LENGTH} caractères.`,
  ),
  description: TypedText.max(
    SPONSOR_DESCRIPTION_MAX_LENGTH,
    `La description contient au plus ${SPONSOR_DESCRIPTION_MAX_LENGTH} caractères.`,
  ),
  /** A picture sent through POST /api/uploads (the page's policy shows only the app's own images); '' clears it. */
  imageUrl: z.union([UploadPath, z.literal('')]),
  websiteUrl: z.union([HttpUrl, z.literal('')]),
  position: z.number('La position est un nombre.').int().min(0).max(1000),
  active: z.boolean(),
};

export const SponsorInput = z.object({
  ...SponsorFields,
  description: SponsorFields.description.default(''),
  imageUrl: SponsorFields.imageUrl.default(''),
  websiteUrl: SponsorFields.websiteUrl.default(''),
  position: SponsorFields.position.default(0),
  active: SponsorFields.active.default(true),
});
export type SponsorInput = z.input<typeof SponsorInput>;

/** Only the fields sent change (no defaults here: deactivating keeps the rest). */
export const UpdateSponsorInput = z.object(SponsorFields).partial();
export type UpdateSponsorInput = z.input<typeof UpdateSponsorInput>;

export const SponsorIdParams = z.object({ id: z.uuid('Identifiant de sponsor invalide.') });

/** The kinds of advertising and what residents may do with them (kinds.ts derives the lists). */
export const advertisingKinds = declareKinds({
  feature: 'advertising',
  kinds: [],
  notifications: ['ad_request_outcome'],
});
