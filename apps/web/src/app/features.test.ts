// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { NotificationType, SAVED_KINDS, SEARCH_KINDS } from '@portmarin/shared';
import { matchRoutes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { features } from '@/app/features';
import { featureParts, hubEntries, orderFeatures } from '@/lib/web-feature';
import { loadFeatures } from '@/test/features';
import { appRoutes } from './router';

const town = { slug: 'portmarin', productName: 'PortMarin' };
const routes = appRoutes(town.slug);

/** Each value that is declared more than once. */
const repeated = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

beforeAll(() => loadFeatures());

describe('the features’ list', () => {
  it('lists every folder of src/features once', () => {
    const folders = fs
      .readdirSync(path.join(import.meta.dirname, '../features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const names = features.map((feature) => feature.name);
    expect(repeated(names)).toEqual([]);
    expect([...names].sort()).toEqual(folders.sort());
  });

  it('declares no route path twice', () => {
    expect(repeated(routes.map((route) => route.path ?? ''))).toEqual([]);
  });

  it('routes every path of config/paths.ts and of the features to a screen', () => {
    const declared: Record<string, string | ((id: string) => string)> = Object.assign(
      { ...paths },
      ...features.map((feature) => feature.paths ?? {}),
    );
    const unrouted = Object.entries(declared)
      .map(([name, to]) => ({ name, url: typeof to === 'string' ? to : to(name === 'assistant' ? town.slug : 'x1') }))
      .filter(({ url }) => matchRoutes(routes, new URL(url, 'https://x.fr').pathname)?.at(-1)?.route.path === '*')
      .map(({ name }) => name);
    expect(unrouted).toEqual([]);
  });

  it('declares each path once, in config/paths.ts or by one feature, an id path with its seeded list', () => {
    const declared = [Object.keys(paths), ...features.map((feature) => Object.keys(feature.paths ?? {}))].flat();
    expect(repeated(declared)).toEqual([]);
    const withId = features.flatMap((feature) =>
      Object.entries(feature.paths ?? {}).flatMap(([name, to]) =>
        typeof to === 'string' ? [] : [[feature, name] as const],
      ),
    );
    expect(withId.filter(([feature, name]) => !feature.seededIds?.[name]).map(([, name]) => name)).toEqual([]);
  });

  it('gives the hub no tile twice, each leading to a declared screen', () => {
    const tiles = hubEntries(town);
    expect(repeated(tiles.map((tile) => tile.to))).toEqual([]);
    expect(repeated(tiles.map((tile) => tile.label))).toEqual([]);
    expect(tiles.filter((tile) => matchRoutes(routes, tile.to)?.at(-1)?.route.path === '*')).toEqual([]);
  });

  it('gives each feature with hub tiles its own place in the hub, and no other feature one', () => {
    const withTiles = featureParts().flatMap((parts, i) =>
      (parts.hub?.(town) ?? []).length ? [features[i]!.name] : [],
    );
    const placed = features.filter((feature) => feature.hubPosition !== undefined);
    expect(placed.map((feature) => feature.name).sort()).toEqual([...withTiles].sort());
    expect(repeated(placed.map((feature) => String(feature.hubPosition)))).toEqual([]);
  });

  it('orders the features by their hub places, then by name, whatever the list’s order', () => {
    expect(orderFeatures([...features].reverse())).toEqual(features);
    const places = features.map((feature) => feature.hubPosition ?? Number.POSITIVE_INFINITY);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(hubEntries(town)[0]?.to).toBe(paths.announcements);
  });

  it('gives every search kind of packages/shared one section, by one feature', () => {
    const declared = featureParts().flatMap((parts) => parts.search ?? []);
    const kinds = declared.map((section) => section.kind);
    expect(repeated(kinds)).toEqual([]);
    expect([...kinds].sort()).toEqual([...SEARCH_KINDS].sort());
  });

  it('shows every search kind as rows, but residents and feed posts (rows of their own)', () => {
    const declared = featureParts().flatMap((parts) => parts.search ?? []);
    const withoutRows = declared.filter((section) => !section.rows).map((section) => section.kind);
    expect(withoutRows.sort()).toEqual(['posts', 'residents']);
  });

  it('shows every notification type of packages/shared, declared by one feature', () => {
    const types = featureParts().flatMap((parts) => Object.keys(parts.notifications ?? {}));
    expect(repeated(types)).toEqual([]);
    expect([...types].sort()).toEqual([...NotificationType.options].sort());
  });

  it('shows every saved kind of packages/shared, declared by one feature', () => {
    const kinds = featureParts().flatMap((parts) => (parts.saved ?? []).map((shape) => shape.kind));
    expect(repeated(kinds)).toEqual([]);
    expect([...kinds].sort()).toEqual([...SAVED_KINDS].sort());
  });

  it('gives each card of the visitors’ home its own place', () => {
    const positions = features.flatMap((feature) =>
      feature.visitorHome ? [String(feature.visitorHome.position)] : [],
    );
    expect(repeated(positions)).toEqual([]);
  });

  it('gives /moderation one queue, one log and the lists « À valider » each their own place', () => {
    const parts = features.flatMap((feature) => feature.moderation ?? []);
    expect(parts.filter((part) => part.slot === 'queue')).toHaveLength(1);
    expect(parts.filter((part) => part.slot === 'log')).toHaveLength(1);
    const positions = parts.filter((part) => part.slot === 'pending').map((part) => String(part.position));
    expect(repeated(positions)).toEqual([]);
  });
});
