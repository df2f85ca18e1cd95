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

const Coordinates = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The text the primary colour carries in each theme (apps/web/src/app/index.css). */
export const PRIMARY_TEXT = { light: '#ffffff', dark: '#0b1220' } as const;

/** A #rrggbb colour that reads as normal text (≥ 4.5:1, WCAG AA) under `text`. */
const colourUnder = (text: string, theme: string) =>
  z
    .string()
    .regex(HEX_COLOUR, 'doit être une couleur #rrggbb')
    .refine((c) => !HEX_COLOUR.test(c) || contrastRatio(c, text) >= 4.5, {
      message: `contraste insuffisant avec le texte ${text} du thème ${theme} (4,5:1 au moins)`,
    });

/** A logo or icon: a path of the web app (/icon.svg) or an https:// address. */
const ImageRef = z
  .string()
  .regex(/^(\/[^/]|https:\/\/)/, 'doit être un chemin de l’application (/logo.svg) ou une adresse https://');

/** An icon of the installed app (Web App Manifest `icons` entry). */
export const AppIcon = z.object({
  src: ImageRef,
  sizes: z.string().regex(/^(any|\d+x\d+( \d+x\d+)*)$/, 'doit être « any » ou des tailles comme « 192x192 »'),
  type: z.string().regex(/^image\/[a-z0-9.+-]+$/, 'doit être un type d’image (image/png)'),
  purpose: z.enum(['any', 'maskable', 'monochrome']).optional(),
});
export type AppIcon = z.infer<typeof AppIcon>;

export const TownConfig = z.object({
  /** « Port-Marin »: the commune, as its residents write it. */
  townName: z
    .string()
    .min(1)
    .describe('Nom de la commune, tel que ses habitants l’écrivent (« Saint-Aubin-sur-Mer »).'),
  /** « PortMarin »: the network's name for this town (titles, mails, the installed app). */
  productName: z
    .string()
    .min(1)
    .describe('Nom du réseau de la commune : titres, e-mails, application installée (« SaintAubin »).'),
  /** One line under the product name (manifest, page description, link previews). */
  tagline: z
    .string()
    .min(1)
    .describe('Une ligne de présentation : description des pages, manifeste, aperçus de liens.'),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'doit ne contenir que des minuscules, des chiffres et des tirets')
    .describe('Identifiant court (minuscules, chiffres, tirets) : adresse de l’assistant.'),
  region: z.string().min(1),
  /** The commune's INSEE code (COG): an import of open data keeps the lines of this commune only. */
  inseeCode: z
    .string()
    .regex(/^(\d{5}|2[AB]\d{3})$/, 'doit être un code INSEE de commune (56999, 2A004)')
    .describe('Code INSEE de la commune : les imports de données ouvertes ne gardent que ses lignes.'),
  /** The town's centre (maps, the weather and sea forecasts unless `weather.point` says otherwise). */
  coordinates: Coordinates.describe('Centre de la commune (latitude, longitude en degrés décimaux).'),
  townHall: z.object({
    name: z.string().min(1),
    address: z.string().min(1),
    phone: z.string().min(1),
    email: z.email(),
    website: z.url(),
    hours: z.string().min(1),
  }),
  support: z
    .object({ email: z.email() })
    .describe('Adresse d’aide aux utilisateurs (désabonnements, services de push).'),
  /** Who publishes the service, as the legal notice names them (« éditeur », « directeur de la publication »). */
  publisher: z
    .object({
      name: z.string().min(1),
      address: z.string().min(1),
      email: z.email(),
      director: z.string().min(1),
    })
    .describe('Éditeur du service et directeur ou directrice de la publication, tels que les CGU les nomment.'),
  /** The town's colours: each primary is checked against the text it carries in its theme. */
  colors: z.object({
    primary: colourUnder(PRIMARY_TEXT.light, 'clair').describe(
      'Couleur principale du thème clair (#rrggbb) : contraste d’au moins 4,5:1 sous un texte blanc.',
    ),
    primaryDark: colourUnder(PRIMARY_TEXT.dark, 'sombre').describe(
      'Couleur principale du thème sombre (#rrggbb) : contraste d’au moins 4,5:1 sous le texte #0b1220.',
    ),
    /** The browser's bar and the installed app's splash (theme-color). */
    themeColor: z.string().regex(HEX_COLOUR, 'doit être une couleur #rrggbb'),
  }),
  /** The header's logo; also the installed app's icon when `appIcons` is empty. */
  logo: ImageRef.describe(
    'Logo de l’en-tête et de l’onglet : un chemin de l’application (/icon.svg) ou une adresse https://.',
  ),
  /** The installed app's icons (PNG sizes for Android and iOS); the logo when empty. */
  appIcons: z
    .array(AppIcon)
    .default([])
    .describe('Icônes de l’application installée (PNG 192x192, 512x512, maskable) ; le logo si la liste est vide.'),
  webcamProvider: z.object({ name: z.string().min(1), url: z.url() }),
  webcams: z.array(Webcam),
  /** The weather and sea data providers (Open-Meteo's forecast and marine endpoints). */
  weather: z.object({
    forecastUrl: z.url(),
    marineUrl: z.url(),
    /** Where the forecasts are asked for (a harbour, a beach); the town's coordinates when absent. */
    point: Coordinates.optional().describe(
      'Lieu des prévisions météo et marines ; le centre de la commune par défaut.',
    ),
  }),
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
