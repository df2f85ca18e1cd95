import type { APIRequestContext } from '@playwright/test';
import { paths as appPaths } from '../src/config/paths';
import { features } from '../src/app/features';
import { expect, type Resident } from './fixtures';

/**
 * The app's routes, for the specs that walk every screen (every-route.spec.ts: no screen wider
 * than the phone, axe in both themes, the audit behind docs/accessibility-audit.md). Built
 * from src/config/paths.ts, the one registry of paths: a route added there is walked by both.
 */

/** A seeded resident with conversations, groups and posts of her own (apps/server seeds). */
export const MARIE: Resident = {
  name: 'Marie Le Goff',
  username: 'marie',
  email: 'marie@portmarin.fr',
  password: 'PortMarin-Marie-2025',
};

/** The screens a visitor has in their own form (signed out). */
export const VISITOR_ROUTES = [
  'home',
  'auth',
  'feed',
  'menu',
  'settings',
  'help',
  'terms',
  'privacy',
  'cookies',
  'communityStandards',
  'accessibility',
  'verification',
  'verificationDesk',
] as const satisfies ReadonlyArray<keyof typeof appPaths>;

/** config/paths.ts, and the paths features declare themselves (`WebFeature.paths`). */
const paths: Record<string, string | ((id: string) => string)> = Object.assign(
  {},
  appPaths,
  ...features.map((feature) => feature.paths ?? {}),
);

export type RouteKey = keyof typeof appPaths;
export type ParamKey = { [K in RouteKey]: (typeof appPaths)[K] extends string ? never : K }[RouteKey];

/** The first item's id of a seeded list, read through the API as the signed-in resident. */
async function firstId(request: APIRequestContext, url: string, list: string): Promise<string> {
  const res = await request.get(url);
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  const body = (await res.json()) as Record<string, Array<{ id: string }>>;
  const id = body[list]?.[0]?.id;
  expect(id, `${url}: no ${list}`).toBeTruthy();
  return id!;
}

/**
 * A seeded id for each parametrised route: a route added to paths.ts without one fails the type
 * check; a feature's own path with an id names its list in `WebFeature.seededIds`.
 */
export async function seededParams(request: APIRequestContext): Promise<Record<string, string>> {
  const me = (await (await request.get('/api/me')).json()) as { user: { username: string } };
  const town = (await (await request.get('/api/town')).json()) as { slug: string };
  const declared: Record<ParamKey, string> = {
    businessPage: await firstId(request, '/api/business-pages', 'pages'),
    referendumPage: await firstId(request, '/api/referendums?status=active', 'referendums'),
    event: await firstId(request, '/api/events', 'events'),
    group: await firstId(request, '/api/groups/mine', 'groups'),
    listing: await firstId(request, '/api/marketplace/listings', 'listings'),
    neighbourReport: await firstId(request, '/api/neighbour-reports', 'reports'),
    assistant: town.slug,
    publicProfile: me.user.username,
    conversation: await firstId(request, '/api/conversations', 'conversations'),
    post: await firstId(request, '/api/feed', 'posts'),
    announcement: await firstId(request, '/api/announcements', 'announcements'),
    directoryCategory: 'Restaurant',
  };
  return { ...declared, ...(await featureSeededIds(request)) };
}

export function everyRoute(params: Record<string, string>): Array<[string, string]> {
  return Object.entries(paths).map(([key, path]) => [key, typeof path === 'string' ? path : path(params[key]!)]);
}

/** A seeded id for each path with an id that a feature declares, read where the feature says. */
async function featureSeededIds(request: APIRequestContext): Promise<Record<string, string>> {
  const lists = features.flatMap((feature) => Object.entries(feature.seededIds ?? {}));
  const ids = await Promise.all(lists.map(([, { api, list }]) => firstId(request, api, list)));
  return Object.fromEntries(lists.map(([key], i) => [key, ids[i]!]));
}
