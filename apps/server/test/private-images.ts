import type { NeighbourReportDetail, Post } from '@portmarin/shared';
import { expect } from 'vitest';
import { caller, type TestApp, type VerifiedUser } from './helpers.ts';
import { group, photoPost, picture, resident, staff } from './factories.ts';

/**
 * Who may see a private photo, checked through GET /uploads/:name on any storage backend: a
 * private group's post photo and a neighbour report's photo (test/private-images.test.ts on the
 * folder, test/object-storage.test.ts on a bucket).
 */

const PRIVATE = 'private, no-store';
const PUBLIC = 'public, max-age=31536000, immutable';

type Cast = { author: VerifiedUser; member: VerifiedUser; outsider: VerifiedUser; moderator: VerifiedUser };

export async function castOf(t: TestApp): Promise<Cast> {
  const [author, member, outsider, moderator] = await Promise.all([
    resident(t.app, { name: 'Annaïg Le Bris' }),
    resident(t.app, { name: 'Goulven Tanguy' }),
    resident(t.app, { name: 'Soazig Morvan' }),
    staff(t.app, 'moderator', { name: 'Modération Port' }),
  ]);
  return { author, member, outsider, moderator };
}

/** GET of an image as `who` (a visitor when absent): its status and cache-control. */
async function fetchAs(t: TestApp, url: string, who?: VerifiedUser) {
  const res = await caller(() => t)('GET', url, who);
  return { status: res.statusCode, cache: res.headers['cache-control'], type: res.headers['content-type'] };
}

export async function expectServed(t: TestApp, urls: string[], who: VerifiedUser | undefined, cache: string) {
  for (const url of urls) {
    expect(await fetchAs(t, url, who), `${url} for ${who?.name ?? 'a visitor'}`).toMatchObject({
      status: 200,
      cache,
      type: 'image/webp',
    });
  }
}

export async function expectRefused(t: TestApp, urls: string[], who: VerifiedUser | undefined) {
  for (const url of urls) {
    const res = await fetchAs(t, url, who);
    expect(res.status, `${url} for ${who?.name ?? 'a visitor'}`).toBe(404);
    expect(res.type).toContain('application/json');
  }
}

/** A post with a photo in a private group the author created and `member` joined. */
export async function privateGroupPhoto(t: TestApp, cast: Cast): Promise<string[]> {
  return (await privateGroupPost(t, cast)).urls;
}

/** privateGroupPhoto's post: its id, its group's, and its photo's and thumbnail's addresses. */
export async function privateGroupPost(
  t: TestApp,
  { author, member }: Cast,
): Promise<{ id: string; groupId: string; urls: string[] }> {
  const call = caller(() => t);
  const created = await group(t.app, author, { name: `Conseil du quai ${Date.now()}`, isPrivate: true });
  expect((await call('POST', `/api/groups/${created.id}/join`, member)).statusCode).toBeLessThan(300);
  const approved = await call('POST', `/api/groups/${created.id}/requests/${member.user.id}/approve`, author);
  expect(approved.statusCode, approved.body).toBe(204);
  const photo = await picture(t.app, author);
  const res = await call('POST', '/api/posts', author, {
    content: 'Plan du ponton, pour nous seuls',
    groupId: created.id,
    uploadId: photo.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  const post = res.json() as Post;
  return { id: post.id, groupId: created.id, urls: [post.imageUrl!, post.thumbnailUrl!] };
}

/** A feed post's photo: for everyone. */
export async function publicPhoto(t: TestApp, { author }: Cast): Promise<string[]> {
  const { post } = await photoPost(t.app, author);
  return [post.imageUrl!, post.thumbnailUrl!];
}

/** A neighbour report filed by the author with a photo. */
export async function reportPhoto(t: TestApp, { author }: Cast): Promise<{ id: string; urls: string[] }> {
  const photo = await picture(t.app, author);
  const res = await caller(() => t)('POST', '/api/neighbour-reports', author, {
    type: 'stationnement',
    content: 'Une voiture gare sur le trottoir devant l’école chaque matin',
    uploadId: photo.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  const report = res.json() as NeighbourReportDetail;
  return { id: report.id, urls: [report.imageUrl!, photo.thumbnailUrl] };
}

export { PRIVATE, PUBLIC };
