import type { NeighbourReportDetail } from '@portmarin/shared';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from './helpers.ts';
import {
  castOf,
  expectRefused,
  expectServed,
  privateGroupPhoto,
  privateGroupPost,
  PRIVATE,
  PUBLIC,
  publicPhoto,
  reportPhoto,
} from './private-images.ts';

/** Private photos on the default backend (the folder); test/object-storage.test.ts runs the same on a bucket. */
let t: TestApp;
let cast: Awaited<ReturnType<typeof castOf>>;
const call = caller(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  cast = await castOf(t);
});
afterAll(async () => t?.close());

describe('GET /uploads/:name of a private photo', () => {
  it('serves a private group’s post photo to its members and moderators only, never cached by others', async () => {
    const urls = await privateGroupPhoto(t, cast);
    await expectRefused(t, urls, undefined);
    await expectRefused(t, urls, cast.outsider);
    await expectServed(t, urls, cast.author, PRIVATE);
    await expectServed(t, urls, cast.member, PRIVATE);
    await expectServed(t, urls, cast.moderator, PRIVATE);
  });

  it('serves a neighbour report’s photo to its reporter and the staff only', async () => {
    const { urls } = await reportPhoto(t, cast);
    await expectRefused(t, urls, undefined);
    await expectRefused(t, urls, cast.outsider);
    await expectServed(t, urls, cast.author, PRIVATE);
    await expectServed(t, urls, cast.moderator, PRIVATE);
  });

  it('serves a deleted private group’s post photos to nobody, and deletes their files', async () => {
    const { groupId, urls } = await privateGroupPost(t, cast);
    const deleted = await call('DELETE', `/api/groups/${groupId}`, cast.author);
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The posts went by cascade: their photos, held by nothing, used to be served to anyone.
    await expectRefused(t, urls, undefined);
    await expectRefused(t, urls, cast.member);
    await expectRefused(t, urls, cast.author);
    const stored = await t.app.uploads.storage.list();
    for (const url of urls) expect(stored).not.toContain(path.basename(url));
  });

  it('keeps a feed photo public and immutable', async () => {
    const urls = await publicPhoto(t, cast);
    await expectServed(t, urls, undefined, PUBLIC);
    await expectServed(t, urls, cast.outsider, PUBLIC);
  });
});

describe('a neighbour report’s photo in the API', () => {
  it('is given to the reporter and the staff, not to other residents, visitors or Open311', async () => {
    const { id, urls } = await reportPhoto(t, cast);
    const imageOf = async (who?: typeof cast.author) =>
      ((await call('GET', `/api/neighbour-reports/${id}`, who)).json() as NeighbourReportDetail).imageUrl;
    expect(await imageOf(cast.author)).toBe(urls[0]);
    expect(await imageOf(cast.moderator)).toBe(urls[0]);
    expect(await imageOf(cast.outsider)).toBeNull();
    expect(await imageOf()).toBeNull();
    const open311 = await call('GET', `/open311/v2/requests/${id}.json`);
    expect(open311.json()).toMatchObject([{ service_request_id: id, media_url: null }]);
  });
});
