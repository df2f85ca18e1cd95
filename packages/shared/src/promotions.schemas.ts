import { z } from 'zod';
import { Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

const text = (max = 300) => TypedText.min(1).max(max);
const url = Text.trim()
  .max(500)
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'Adresse invalide.');
const list = z.array(text(200)).max(20);

export const RestaurantContent = z.object({
  name: text(),
  image: url,
  services: list,
  address: text(),
  phone: text(30),
  menuUrl: url,
  reservationUrl: url,
});
export const OfficialNoticeContent = z.object({
  title: text(),
  subtitle: text(),
  image: url,
  content: text(2000),
  phone: text(30),
  email: z.email(),
  website: url,
  address: text(),
  hours: text(),
});
export const CandidateContent = z.object({
  name: text(),
  image: url,
  program: list,
  vision: text(2000),
  supportersCount: z.number().int().min(0),
});
export const SponsoredBusinessContent = z.object({
  name: text(),
  tagline: text(),
  images: z.array(url).min(1).max(6),
  description: text(2000),
  highlights: list,
  address: text(),
  phone: text(30),
  socialHandle: text(60),
  hours: text(),
  specialties: list,
  rating: z.number().min(0).max(5),
  reviews: z.number().int().min(0),
  videoUrl: url.nullable(),
  /**
   * What makes the video accessible (RGAA 4.1, 4.3, 4.5): its transcript, its captions and its
   * audio description as WebVTT files (`<track kind="captions">`, `<track kind="descriptions">`).
   * Absent from cards saved before them, hence optional here; UpsertPromotionInput requires
   * them with a video, and the card shows no video without them.
   */
  videoTranscript: text(5000).nullish(),
  videoCaptionsUrl: url.nullish(),
  videoDescriptionsUrl: url.nullish(),
});
export const PartnerBusiness = z.object({
  name: text(),
  location: text(),
  image: url,
  description: text(),
  content: text(2000),
  phone: text(30),
  website: url,
});
export const PartnersContent = z.object({ title: text(), businesses: z.array(PartnerBusiness).min(1).max(6) });

export const PromotionBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restaurant'), content: RestaurantContent }),
  z.object({ kind: z.literal('official_notice'), content: OfficialNoticeContent }),
  z.object({ kind: z.literal('candidate'), content: CandidateContent }),
  z.object({ kind: z.literal('sponsored_business'), content: SponsoredBusinessContent }),
  z.object({ kind: z.literal('partners'), content: PartnersContent }),
]);
export type PromotionBody = z.infer<typeof PromotionBody>;
export type PromotionKind = PromotionBody['kind'];

export const Promotion = z.intersection(
  PromotionBody,
  z.object({ id: z.uuid(), position: z.number().int(), hidden: z.boolean(), updatedAt: z.string() }),
);
export type Promotion = z.infer<typeof Promotion>;

export const PromotionsResponse = z.object({ promotions: z.array(Promotion) });
export type PromotionsResponse = z.infer<typeof PromotionsResponse>;

const VIDEO_ALTERNATIVES = [
  ['videoTranscript', 'Une vidéo se publie avec sa transcription.'],
  ['videoCaptionsUrl', 'Une vidéo se publie avec ses sous-titres (fichier WebVTT).'],
  ['videoDescriptionsUrl', 'Une vidéo se publie avec son audiodescription (fichier WebVTT).'],
] as const;

/** Checked on writes only: a card stored before the rule is still read (its video stays hidden). */
export const UpsertPromotionInput = z
  .intersection(PromotionBody, z.object({ position: z.number().int().min(0).max(1000), hidden: z.boolean() }))
  .superRefine((card, ctx) => {
    if (card.kind !== 'sponsored_business' || !card.content.videoUrl) return;
    for (const [key, message] of VIDEO_ALTERNATIVES) {
      if (!card.content[key]) ctx.addIssue({ code: 'custom', path: ['content', key], message });
    }
  });
export type UpsertPromotionInput = z.infer<typeof UpsertPromotionInput>;

export const PromotionIdParams = z.object({ id: z.uuid() });

/** The kinds of promotions and what residents may do with them (kinds.ts derives the lists). */
export const promotionsKinds = declareKinds({
  feature: 'promotions',
  kinds: [],
  uploads: ['promotion'],
});
