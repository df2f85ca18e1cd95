import type { TownConfig } from '@portmarin/shared';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/app-error.ts';
import { hasSessionCookie } from './auth.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Powerful browser features the app does not use are off, for its pages and anything they could
 * embed. Photos come from a file input, which needs no camera permission; geolocation stays
 * possible for the app's own pages (reports), never for embedded content.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=()';

/** Every API answer unless its route says otherwise: never kept by a shared cache nor on disk. */
export const API_CACHE_CONTROL = 'private, no-store';

/** The origins of the town file's images (webcams, and a logo or icons given as https:// addresses): the CSP lets those in. */
export function townImageOrigins(town: Pick<TownConfig, 'webcams' | 'logo' | 'appIcons'>): string[] {
  const brand = [town.logo, ...town.appIcons.map((icon) => icon.src)].filter((src) => src.startsWith('https://'));
  return [...new Set([...town.webcams.map((webcam) => webcam.imageUrl), ...brand].map((url) => new URL(url).origin))];
}

/** Headers, Origin check and body types that every route inherits. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // helmet itself, built once: @fastify/helmet rebuilds the whole middleware (and re-parses the CSP)
  // for every request, which cost ~15 % of the feed's requests/s (bench/feed).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes and one <style> element; no script runs inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...townImageOrigins(app.town)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(app.env.PUBLIC_URL.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: app.env.PUBLIC_URL.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // helmet throws rather than passing errors on (v8.1+): `next` is only ever called without one.
    securityHeaders(request.raw, reply.raw, () => done());
  });

  // API answers depend on the session (the viewer's likes, their conversations, their account):
  // none is stored by a cache unless its route sets its own policy (the town configuration).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', API_CACHE_CONTROL);
    }
    done(null, payload);
  });

  // A cookie-bearing request that changes state must come from the app's own pages.
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!hasSessionCookie(request.headers)) return;
    if (request.headers.origin === app.env.PUBLIC_URL) return;
    return reply.status(403).send(errorBody('FORBIDDEN_ORIGIN'));
  });

  // JSON only, unless a route registers its own parser (uploads): anything else is a 415.
  app.removeContentTypeParser('text/plain');
}
