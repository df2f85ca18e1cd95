import { ERRORS } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../../db/rows.ts';
import type { account, session } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createVerifiedUser,
  me,
  sessionTokenOf,
  signInRequest,
  type TestApp,
  type VerifiedUser,
} from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/account/export', () => {
  let resident: VerifiedUser;
  beforeAll(async () => {
    resident = await createVerifiedUser(t.app, { name: 'Gwenaëlle Quéméner' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: { privacy: { profileVisible: false } },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: ERRORS.UNAUTHENTICATED.message } });
  });

  it("downloads the resident's data as a JSON attachment", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: resident.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const body = res.json();
    expect(body.account).toMatchObject({
      id: resident.user.id,
      name: 'Gwenaëlle Quéméner',
      email: resident.email,
      username: resident.username,
      role: 'user',
      emailVerified: true,
    });
    expect(body.settings.privacy.profileVisible).toBe(false);
    expect(body.settings.notifications.posts).toBe(true);
    expect(Array.isArray(body.sessions)).toBe(true);
    expect(body.sessions.length).toBeGreaterThanOrEqual(1);
    expect(body.loginMethods).toEqual([expect.objectContaining({ provider: 'credential' })]);
  });

  it('leaks no session token nor password hash', async () => {
    // A second session, so the export has several tokens it must keep to itself.
    expect((await signInRequest(t.app, resident.email, resident.password)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: resident.cookie } });
    const text = res.body;

    const { rows: sessions } = await t.app.pool.query<RowOf<typeof session>>(
      'select * from session where user_id = $1',
      [resident.user.id],
    );
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(res.json().sessions).toHaveLength(sessions.length);
    expect(sessions.map((s) => s.token)).toContain(sessionTokenOf(resident.cookie));
    for (const s of sessions) {
      expect(text).not.toContain(s.token);
      expect(text).not.toContain(s.id);
    }

    const {
      rows: [credential],
    } = await t.app.pool.query<RowOf<typeof account>>('select * from account where user_id = $1', [resident.user.id]);
    const hash = credential!.password!;
    expect(hash.length).toBeGreaterThan(20);
    expect(text).not.toContain(hash);
    for (const part of hash.split(/[:$]/).filter((p) => p.length >= 16)) expect(text).not.toContain(part);
    expect(text).not.toMatch(/\$(scrypt|argon2|2[aby])\$/);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
  });
});

describe('DELETE /api/account', () => {
  let resident: VerifiedUser;
  beforeAll(async () => {
    resident = await createVerifiedUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: { notifications: { messages: true } },
    });
  });

  const deleteAccount = (cookie: string, confirmEmail: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, origin: t.env.PUBLIC_URL },
      payload: { confirmEmail },
    });

  const rowsOf = async (userId: string) => {
    const rows = async (sql: string) => (await t.app.pool.query(sql, [userId])).rows;
    return {
      user: await rows('select * from "user" where id = $1'),
      session: await rows('select * from session where user_id = $1'),
      account: await rows('select * from account where user_id = $1'),
      settings: await rows('select * from user_settings where user_id = $1'),
    };
  };

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { confirmEmail: resident.email },
    });
    expect(res.statusCode).toBe(401);
    expect((await rowsOf(resident.user.id)).user).toHaveLength(1);
  });

  it('refuses a confirmation e-mail that is not the account’s, and keeps the account', async () => {
    const res = await deleteAccount(resident.cookie, 'quelquun.dautre@example.fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: "L'adresse e-mail saisie ne correspond pas à votre compte." },
    });
    expect((await me(t.app, resident.cookie))?.email).toBe(resident.email);
    const rows = await rowsOf(resident.user.id);
    expect(rows.user).toHaveLength(1);
    expect(rows.settings).toHaveLength(1);
  });

  it('refuses an empty confirmation', async () => {
    const res = await deleteAccount(resident.cookie, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect((await rowsOf(resident.user.id)).user).toHaveLength(1);
  });

  it('refuses a deletion from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: resident.cookie, origin: 'https://evil.example' },
      payload: { confirmEmail: resident.email },
    });
    expect(res.statusCode).toBe(403);
    expect((await rowsOf(resident.user.id)).user).toHaveLength(1);
  });

  it('erases the account and everything it owns with the right e-mail', async () => {
    const other = await createVerifiedUser(t.app);
    const before = await rowsOf(resident.user.id);
    expect(before.session.length).toBeGreaterThanOrEqual(1);
    expect(before.account).toHaveLength(1);

    const res = await deleteAccount(resident.cookie, `  ${resident.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const cleared = [res.headers['set-cookie'] ?? []].flat();
    expect(cleared.some((c) => /^portmarin\.session_token=;.*Max-Age=0/.test(c))).toBe(true);

    expect(await me(t.app, resident.cookie)).toBeNull();
    const signIn = await signInRequest(t.app, resident.email, resident.password);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.code).toBe('INVALID_CREDENTIALS');

    expect(await rowsOf(resident.user.id)).toEqual({ user: [], session: [], account: [], settings: [] });
    // Only that resident is gone.
    expect((await me(t.app, other.cookie))?.email).toBe(other.email);
  });
});

describe('DELETE /api/account and the counters of what stays', () => {
  it('leaves every counter equal to its rows: members, followers, votes, comments, ratings', async () => {
    const [leaving, staying] = [await createVerifiedUser(t.app), await createVerifiedUser(t.app)];
    const q = (text: string, values: unknown[] = []) => t.app.pool.query(text, values);
    const one = async (text: string, values: unknown[] = []) => (await q(text, values)).rows[0];
    const group = await one(
      `insert into groups (name, created_by, members_count) values ('Club de voile', $1, 2) returning id`,
      [staying.user.id],
    );
    await q(`insert into group_members (group_id, user_id, role) values ($1, $2, 'admin'), ($1, $3, 'member')`, [
      group.id,
      staying.user.id,
      leaving.user.id,
    ]);
    const page = await one(
      `insert into business_pages (name, category, created_by, followers_count) values ('Ty Mad', 'Restaurant', $1, 1) returning id`,
      [staying.user.id],
    );
    await q('insert into business_page_follows (page_id, user_id) values ($1, $2)', [page.id, leaving.user.id]);
    const business = await one(
      `insert into businesses (business_name, category, rating, reviews_count) values ('Crêperie', 'Restaurant', 3.0, 2) returning id`,
    );
    await q('insert into reviews (business_id, user_id, rating) values ($1, $2, 1), ($1, $3, 5)', [
      business.id,
      leaving.user.id,
      staying.user.id,
    ]);
    const report = await one(
      `insert into neighbour_reports (user_id, type, title, content, followers_count, comments_count)
       values ($1, 'voirie', 'Nid-de-poule', 'Rue du Port', 1, 1) returning id`,
      [staying.user.id],
    );
    await q('insert into neighbour_report_follows (report_id, user_id) values ($1, $2)', [report.id, leaving.user.id]);
    const idea = await one(
      `insert into suggestions (user_id, title, description, category, votes_count, comments_count)
       values ($1, 'Navette', 'Une navette l’été', 'autre', 1, 1) returning id`,
      [staying.user.id],
    );
    await q('insert into suggestion_votes (suggestion_id, user_id) values ($1, $2)', [idea.id, leaving.user.id]);
    await q(
      `insert into civic_comments (subject_type, subject_id, user_id, content)
       values ('neighbour_report', $1, $3, 'Moi aussi'), ('suggestion', $2, $3, 'Oui !')`,
      [report.id, idea.id, leaving.user.id],
    );

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: leaving.cookie, origin: t.env.PUBLIC_URL },
      payload: { confirmEmail: leaving.email },
    });
    expect(res.statusCode).toBe(200);

    expect(await one('select members_count from groups where id = $1', [group.id])).toEqual({ members_count: 1 });
    expect(await one('select followers_count from business_pages where id = $1', [page.id])).toEqual({
      followers_count: 0,
    });
    expect(
      await one('select rating::float as rating, reviews_count from businesses where id = $1', [business.id]),
    ).toEqual({ rating: 5, reviews_count: 1 });
    expect(
      await one('select followers_count, comments_count from neighbour_reports where id = $1', [report.id]),
    ).toEqual({
      followers_count: 0,
      comments_count: 0,
    });
    expect(await one('select votes_count, comments_count from suggestions where id = $1', [idea.id])).toEqual({
      votes_count: 0,
      comments_count: 0,
    });
  });
});
