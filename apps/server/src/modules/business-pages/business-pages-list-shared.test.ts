import type { BusinessPage, BusinessPagesPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import type { QuickResident } from '../../../test/residents.ts';

/** The visitors' first page of business pages, kept in memory and dropped by every write it shows (decision 0099). */

let t: TestApp;
let owner: QuickResident;
let neighbour: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, neighbour, moderator] = (await make.residents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
  await make.promote(t.app, moderator, 'moderator');
});
afterAll(async () => t?.close());

const call = caller(() => t);

/** The page as a visitor's first page of the list shows it, or undefined. */
async function listed(id: string): Promise<BusinessPage | undefined> {
  const res = await call('GET', '/api/business-pages');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as BusinessPagesPage).pages.find((p) => p.id === id);
}

describe('the visitors’ first page of business pages', () => {
  it('shows a new page, its new name, a follower, a rating and its owner’s new name on the next request', async () => {
    const created = await call('POST', '/api/business-pages', owner, { name: 'Crêperie du Môle' });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json() as BusinessPage;
    expect((await listed(page.id))?.name).toBe('Crêperie du Môle');

    expect(
      (await call('PATCH', `/api/business-pages/${page.id}`, owner, { name: 'Crêperie du Vieux Môle' })).statusCode,
    ).toBe(200);
    expect((await listed(page.id))?.name).toBe('Crêperie du Vieux Môle');

    expect((await call('POST', `/api/business-pages/${page.id}/follow`, neighbour)).statusCode).toBeLessThan(300);
    expect((await listed(page.id))?.followersCount).toBe(1);

    const rated = await call('PUT', `/api/business-pages/${page.id}/reviews`, neighbour, { rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(await listed(page.id)).toMatchObject({ rating: 4, reviewsCount: 1 });

    expect((await call('PATCH', '/api/profile', owner, { name: 'Gwenaëlle Le Bihan' })).statusCode).toBe(200);
    expect((await listed(page.id))?.owner.name).toBe('Gwenaëlle Le Bihan');
  });

  it('drops a page a moderator hid, and a deleted one, on the next request', async () => {
    const hiddenPage = (
      await call('POST', '/api/business-pages', owner, { name: 'Bazar des Quais' })
    ).json() as BusinessPage;
    const deletedPage = (
      await call('POST', '/api/business-pages', owner, { name: 'Glaces du Phare' })
    ).json() as BusinessPage;
    expect(await listed(hiddenPage.id)).toBeDefined();
    expect(await listed(deletedPage.id)).toBeDefined();
    const hidden = await call('POST', '/api/moderation/content', moderator, {
      targetType: 'business-page',
      targetId: hiddenPage.id,
      action: 'hide',
      reason: 'Contrôle',
    });
    expect(hidden.statusCode, hidden.body).toBeLessThan(300);
    expect(await listed(hiddenPage.id)).toBeUndefined();
    expect((await call('DELETE', `/api/business-pages/${deletedPage.id}`, owner)).statusCode).toBeLessThan(300);
    expect(await listed(deletedPage.id)).toBeUndefined();
  });
});
