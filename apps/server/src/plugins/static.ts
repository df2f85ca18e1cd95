import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { errorBody } from '../lib/app-error.ts';
import { loadAppHtml } from './app-html.ts';
import { isUnreadableUrl, UNREADABLE_URL_MESSAGE } from './bad-url.ts';

/** Serves the built web app; every non-API GET falls back to index.html (client-side routes). */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const root = app.env.WEB_DIST_DIR;
  const indexFile = path.join(root, 'index.html');
  const built = fs.existsSync(indexFile);
  const appHtml = loadAppHtml(app);
  if (!built) app.log.warn({ root }, "web app not built: run 'npm run build' to serve it");
  else
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // plugins/manifest.ts serves the town's manifest: an older build's own must not claim its route.
      globIgnore: ['**/manifest.webmanifest*'],
      index: false,
      // The build writes .br and .gz beside each asset: send those, never the raw bytes.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const unreadable = isUnreadableUrl(request);
    const url = (unreadable ? request.originalUrl : request.url).split('?')[0] ?? '/';
    // Files live under /assets/, /icons/ (PWA icons) or at the root (/icon.svg, /sw.js);
    // /profile/gwen.riou is an app route.
    const isFile = url.startsWith('/assets/') || url.startsWith('/icons/') || /^\/[^/]+\.[a-z0-9]+$/i.test(url);
    const isPage = appHtml && request.method === 'GET' && !url.startsWith('/api/') && !isFile;
    // An address the router could not read (/conversation/%): the page still, whose router shows
    // its not-found screen; anything else, the app's 400 in French rather than Fastify's English.
    if (unreadable) {
      return isPage
        ? appHtml.send(request, reply, { status: 400 })
        : reply.status(400).send(errorBody('VALIDATION_ERROR', UNREADABLE_URL_MESSAGE));
    }
    if (!isPage) return reply.status(404).send(errorBody('ROUTE_NOT_FOUND'));
    return appHtml.send(request, reply);
  });
}
