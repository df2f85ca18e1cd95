import type {
  LostFoundClaims,
  LostFoundList,
  LostFoundObject,
  NotificationsPage,
  SavedPage,
  SearchResults,
} from '@portmarin/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { sampleJpeg, uploadAs } from '../../../test/uploads.ts';
import { addDays, townLocalTime } from '../../lib/town-time.ts';
import { canManageLostFound } from './lost-found.policy.ts';

let t: TestApp;
let anne: QuickResident;
let bob: QuickResident;
let mairie: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [anne, bob, mairie, moderator] = (await quickResidents(t.app, 4)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await t.app.pool.query(`update "user" set role = 'mairie' where id = $1`, [mairie.id]);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.pool.query("delete from rate_limit where key like 'throttle:%'");
});

const call = caller(() => t);
const today = () => townLocalTime(new Date()).slice(0, 10);

const body = (over: object = {}) => ({
  title: 'Lunettes de soleil',
  description: 'Monture écaille dans un étui bleu.',
  foundPlace: 'Grande plage',
  foundOn: addDays(today(), -1),
  ...over,
});

/** Posts an object as the mairie and returns it. */
async function posted(over: object = {}): Promise<LostFoundObject> {
  const res = await call('POST', '/api/lost-found', mairie, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LostFoundObject;
}

describe('policy', () => {
  it('lets the mairie and admins manage found objects, not residents or moderators', () => {
    expect(canManageLostFound({ role: 'mairie' })).toBe(true);
    expect(canManageLostFound({ role: 'admin' })).toBe(true);
    expect(canManageLostFound({ role: 'moderator' })).toBe(false);
    expect(canManageLostFound({ role: 'user' })).toBe(false);
    expect(canManageLostFound(null)).toBe(false);
  });
});

describe('the mairie posts a found object', () => {
  it('with a photo, where and when it was found, read by residents and visitors', async () => {
    const photo = await uploadAs(t.app, mairie.cookie, await sampleJpeg());
    const object = await posted({ title: 'Appareil photo', uploadId: photo.id });
    expect(object).toMatchObject({
      title: 'Appareil photo',
      foundPlace: 'Grande plage',
      imageUrl: photo.url,
      status: 'open',
      canManage: true,
      claimsCount: 0,
    });
    const asAnne = (await call('GET', `/api/lost-found/${object.id}`, anne)).json() as LostFoundObject;
    expect(asAnne).toMatchObject({ canManage: false, claimsCount: null, myClaim: null });
    const list = (await call('GET', '/api/lost-found')).json() as LostFoundList;
    expect(list.objects.map((o) => o.id)).toContain(object.id);
  });

  it('refuses a resident who posts, edits, closes or reads the claims (403)', async () => {
    const object = await posted();
    const answers = await Promise.all([
      call('POST', '/api/lost-found', anne, body()),
      call('PUT', `/api/lost-found/${object.id}`, anne, body({ title: 'Autre' })),
      call('POST', `/api/lost-found/${object.id}/return`, anne, {}),
      call('GET', `/api/lost-found/${object.id}/claims`, anne),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('LOST_FOUND_MAIRIE_ONLY');
    }
    expect((await call('POST', '/api/lost-found', moderator, body())).statusCode).toBe(403);
    const { rows } = await t.app.pool.query('select title from lost_found_objects where id = $1', [object.id]);
    expect(rows[0].title).toBe('Lunettes de soleil');
  });

  it('refuses a visitor (401)', async () => {
    expect((await call('POST', '/api/lost-found', undefined, body())).statusCode).toBe(401);
  });

  it('validates the form with French messages (400), a day to come included', async () => {
    const empty = await call('POST', '/api/lost-found', mairie, body({ title: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Le nom de l’objet est obligatoire.');
    const badDay = await call('POST', '/api/lost-found', mairie, body({ foundOn: '2026-02-31' }));
    expect(badDay.statusCode).toBe(400);
    const future = await call('POST', '/api/lost-found', mairie, body({ foundOn: addDays(today(), 2) }));
    expect(future.statusCode).toBe(400);
    expect(future.json().error.code).toBe('LOST_FOUND_FUTURE_DATE');
    const extra = await call('POST', '/api/lost-found', mairie, { ...body(), owner: 'moi' });
    expect(extra.statusCode).toBe(400);
  });

  it('edits an open object, its photo replaced', async () => {
    const first = await uploadAs(t.app, mairie.cookie, await sampleJpeg());
    const object = await posted({ uploadId: first.id });
    const second = await uploadAs(t.app, mairie.cookie, await sampleJpeg(32, 32));
    const res = await call(
      'PUT',
      `/api/lost-found/${object.id}`,
      mairie,
      body({ title: 'Lunettes de vue', uploadId: second.id }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Lunettes de vue', imageUrl: second.url });
    const { rowCount } = await t.app.pool.query('select 1 from uploads where id = $1', [first.id]);
    expect(rowCount).toBe(0);
  });
});

describe('a resident claims an object', () => {
  it('with a message the mairie reads, once', async () => {
    const object = await posted();
    const res = await call('POST', `/api/lost-found/${object.id}/claims`, anne, {
      message: 'Ce sont les miennes : étui bleu, rayure sur le verre gauche.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().myClaim).toMatchObject({ status: 'pending' });
    const again = await call('POST', `/api/lost-found/${object.id}/claims`, anne, { message: 'Encore moi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('LOST_FOUND_ALREADY_CLAIMED');
    const claims = (await call('GET', `/api/lost-found/${object.id}/claims`, mairie)).json() as LostFoundClaims;
    expect(claims.claims).toHaveLength(1);
    expect(claims.claims[0]).toMatchObject({ claimant: { id: anne.id, email: anne.email }, status: 'pending' });
  });

  it('refuses an empty message (400)', async () => {
    const object = await posted();
    const res = await call('POST', `/api/lost-found/${object.id}/claims`, anne, { message: ' ' });
    expect(res.statusCode).toBe(400);
  });

  it('is closed « Rendu à son propriétaire » on the claim, the claimant told, the others declined', async () => {
    const object = await posted({ title: 'Trousseau de clés' });
    const mine = (
      await call('POST', `/api/lost-found/${object.id}/claims`, anne, { message: 'Porte-clés ancre, trois clés.' })
    ).json() as LostFoundObject;
    await call('POST', `/api/lost-found/${object.id}/claims`, bob, { message: 'Je crois que ce sont les miennes.' });
    const closed = await call('POST', `/api/lost-found/${object.id}/return`, mairie, { claimId: mine.myClaim!.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'returned' });
    const claims = (await call('GET', `/api/lost-found/${object.id}/claims`, mairie)).json() as LostFoundClaims;
    expect(claims.claims.map((c) => [c.claimant.id, c.status])).toEqual([
      [anne.id, 'accepted'],
      [bob.id, 'declined'],
    ]);
    const notes = (await call('GET', '/api/notifications', anne)).json() as NotificationsPage;
    expect(notes.notifications[0]).toMatchObject({
      type: 'lost_found_claim_accepted',
      content: 'Trousseau de clés',
      link: `/objets-trouves/${object.id}`,
    });
    const bobs = (await call('GET', '/api/notifications', bob)).json() as NotificationsPage;
    expect(bobs.notifications.some((n) => n.type === 'lost_found_claim_accepted')).toBe(false);
  });

  it('cannot claim, edit or close a returned object again (409)', async () => {
    const object = await posted();
    expect((await call('POST', `/api/lost-found/${object.id}/return`, mairie, {})).statusCode).toBe(200);
    const claim = await call('POST', `/api/lost-found/${object.id}/claims`, anne, { message: 'C’est à moi.' });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error.code).toBe('LOST_FOUND_RETURNED');
    expect((await call('PUT', `/api/lost-found/${object.id}`, mairie, body())).statusCode).toBe(409);
    expect((await call('POST', `/api/lost-found/${object.id}/return`, mairie, {})).statusCode).toBe(409);
  });

  it('refuses closing on a claim of another object (404)', async () => {
    const one = await posted();
    const other = await posted();
    const claimed = (
      await call('POST', `/api/lost-found/${other.id}/claims`, anne, { message: 'Le mien.' })
    ).json() as LostFoundObject;
    const res = await call('POST', `/api/lost-found/${one.id}/return`, mairie, { claimId: claimed.myClaim!.id });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/lost-found/${one.id}`, mairie)).json().status).toBe('open');
  });

  it('throttles claims (429)', async () => {
    const object = await posted();
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await call('POST', `/api/lost-found/${object.id}/claims`, bob, { message: 'Le mien.' })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('search, saved items, moderation and the account', () => {
  it('is found by the top bar’s search, open objects first', async () => {
    const returned = await posted({ title: 'Parapluie rayé', foundOn: addDays(today(), -1) });
    await call('POST', `/api/lost-found/${returned.id}/return`, mairie, {});
    const open = await posted({ title: 'Parapluie noir', foundOn: addDays(today(), -5) });
    const res = await call('GET', '/api/search?q=parapluie&kind=lostFound', anne);
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json() as SearchResults).lostFound;
    expect(found.map((o) => [o.id, o.returned])).toEqual([
      [open.id, false],
      [returned.id, true],
    ]);
  });

  it('is saved, and listed in the resident’s saved items', async () => {
    const object = await posted({ title: 'Sac de plage' });
    expect((await call('PUT', `/api/saved/lost-found/${object.id}`, anne)).statusCode).toBe(200);
    const page = (await call('GET', '/api/saved', anne)).json() as SavedPage;
    expect(page.items[0]).toMatchObject({ kind: 'lost-found', lostFound: { id: object.id, title: 'Sac de plage' } });
  });

  it('is reported and hidden by a moderator: gone for residents, kept for the mairie', async () => {
    const object = await posted({ title: 'Objet douteux' });
    const report = await call('POST', '/api/reports', anne, {
      targetType: 'lost-found',
      targetId: object.id,
      reason: 'spam',
    });
    expect(report.statusCode, report.body).toBe(201);
    const hide = await call('POST', '/api/moderation/content', moderator, {
      targetType: 'lost-found',
      targetId: object.id,
      action: 'hide',
      reason: 'Publicité',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await call('GET', `/api/lost-found/${object.id}`, anne)).statusCode).toBe(404);
    expect((await call('POST', `/api/lost-found/${object.id}/claims`, anne, { message: 'Le mien.' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/lost-found/${object.id}`, mairie)).json()).toMatchObject({ hidden: true });
    const search = (await call('GET', '/api/search?q=douteux&kind=lostFound', anne)).json() as SearchResults;
    expect(search.lostFound).toEqual([]);
  });

  it('hands the resident’s claims out in their export', async () => {
    const object = await posted({ title: 'Casquette' });
    await call('POST', `/api/lost-found/${object.id}/claims`, bob, { message: 'Ma casquette rouge.' });
    const exported = (await call('GET', '/api/account/export', bob)).json();
    expect(exported.lostFoundClaims).toEqual(
      expect.arrayContaining([expect.objectContaining({ objectId: object.id, message: 'Ma casquette rouge.' })]),
    );
  });

  it('erases a resident’s claims with their account, the object staying with the others’', async () => {
    const [leaving] = (await quickResidents(t.app, 1)) as [QuickResident];
    const object = await posted({ title: 'Montre' });
    await call('POST', `/api/lost-found/${object.id}/claims`, leaving, { message: 'Ma montre.' });
    await call('POST', `/api/lost-found/${object.id}/claims`, anne, { message: 'La mienne.' });
    const erased = await call('DELETE', '/api/account', leaving, { confirmEmail: leaving.email });
    expect(erased.statusCode, erased.body).toBe(200);
    const claims = (await call('GET', `/api/lost-found/${object.id}/claims`, mairie)).json() as LostFoundClaims;
    expect(claims.claims.map((c) => c.claimant.id)).toEqual([anne.id]);
  });
});
