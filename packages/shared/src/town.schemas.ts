import { z } from 'zod';

export const Webcam = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(['port', 'plages', 'office', 'sites']),
  location: z.string().min(1),
  imageUrl: z.url(),
  pageUrl: z.url(),
});
export type Webcam = z.infer<typeof Webcam>;
export type WebcamCategory = Webcam['category'];

/** A beach of the town: its swimming flag and water notices hang on `id`; `webcamId` names one of `webcams`. */
export const Beach = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  webcamId: z.string().min(1).optional(),
});
export type Beach = z.infer<typeof Beach>;

export const TownConfig = z.object({
  townName: z.string().min(1),
  productName: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  region: z.string().min(1),
  /** The commune's INSEE code (COG): an import of open data keeps the lines of this commune only. */
  inseeCode: z.string().regex(/^(\d{5}|2[AB]\d{3})$/),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
  townHall: z.object({
    name: z.string().min(1),
    address: z.string().min(1),
    phone: z.string().min(1),
    email: z.email(),
    website: z.url(),
    hours: z.string().min(1),
  }),
  support: z.object({ email: z.email() }),
  webcamProvider: z.object({ name: z.string().min(1), url: z.url() }),
  webcams: z.array(Webcam),
  /** The weather and sea data providers (Open-Meteo's forecast and marine endpoints). */
  weather: z.object({ forecastUrl: z.url(), marineUrl: z.url() }),
  beaches: z.array(Beach),
  /** How residents prove where they live (issue 37): the town's own rules. */
  verification: z.object({
    /** Verified residents at one address before the town hall must confirm the next one. */
    residentsPerAddress: z.number().int().min(1).max(100),
    /** Proposing a referendum and voting in the idea box need a verified resident. */
    requiredForCivicVoice: z.boolean(),
  }),
});
export type TownConfig = z.infer<typeof TownConfig>;
