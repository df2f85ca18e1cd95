import type { TownConfig } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { MANIFEST_PATH } from './app-html.ts';

/** The dark theme's background (apps/web/src/app/index.css), the installed app's splash behind the icon. */
const SPLASH_BACKGROUND = '#0b1220';

/** The image type a logo's address names by its extension (an icon entry must say it). */
function imageType(src: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  return ext === 'svg' ? 'image/svg+xml' : ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : `image/${ext ?? 'png'}`;
}

/** The Web App Manifest of the town's network: its names, colours and icons come from the town file. */
export function webManifest(town: TownConfig) {
  const icons =
    town.appIcons.length > 0
      ? town.appIcons
      : [{ src: town.logo, sizes: 'any', type: imageType(town.logo), purpose: 'any' }];
  return {
    name: town.productName,
    short_name: town.productName,
    description: town.tagline,
    id: '/',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/feed',
    scope: '/',
    display: 'standalone',
    theme_color: town.colors.themeColor,
    background_color: SPLASH_BACKGROUND,
    icons,
  };
}

/** GET /manifest.webmanifest: built once from the town, so the web build names no town. */
export function registerManifest(app: FastifyInstance): void {
  const body = JSON.stringify(webManifest(app.town));
  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'application/manifest+json').header('cache-control', 'no-cache').send(body),
  );
}
