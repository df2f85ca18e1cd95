import {
  REPORT_OUTCOME_HIDDEN,
  REPORT_OUTCOME_KEPT,
  type ModerationLogPage,
  type ModerationQueuePage,
  type ReportTargetType,
} from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type Method, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { canSanction } from './content-reports.policy.ts';

let t: TestApp;
let author: QuickResident;
let anne: QuickResident;
let paul: QuickResident;
let outsider: QuickResident;
let moderator: QuickResident;
let admin: QuickResident;

const call = caller(() => t);

const report = (
  who: QuickResident | undefined,
  targetType: string,
  targetId: string,
  reason = 'spam',
  details?: string,
) => call('POST', '/api/reports', who, { targetType, targetId, reason, ...(details ? { details } : {}) });

async function one<T = { id: string }>(query: string, values: unknown[]): Promise<T> {
  const { rows } = await t.app.pool.query(query, values);
  return rows[0] as T;
}

const newPost = (userId: string, content = 'Vide-grenier dimanche sur le port', groupId: string | null = null) =>
  one(`insert into posts (user_id, content, group_id) values ($1, $2, $3) returning id`, [userId, content, groupId]);

async function notificationsOf(userId: string, type: string) {
  const { rows } = await t.app.pool.query<{ content: string; link: string }>(
    'select content, link from notifications where user_id = $1 and type = $2 order by created_at',
    [userId, type],
  );
  return rows;
}

async function queue(who = moderator): Promise<ModerationQueuePage> {
  const res = await call('GET', '/api/moderation/reports?limit=50', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ModerationQueuePage;
}

beforeAll(async () => {
  t = await buildTestApp();
  [author, anne, paul, outsider, moderator, admin] = (await quickResidents(t.app, 6)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
});
afterAll(async () => t?.close());

/** One content of each reportable kind by `owner`, the message in a conversation with `reader`. */
async function oneOfEachKind(owner: QuickResident, reader: QuickResident) {
  const post = await newPost(owner.id);
  const comment = await one(
    `insert into comments (post_id, user_id, content) values ($1, $2, 'Hors sujet') returning id`,
    [post.id, owner.id],
  );
  const conversation = await one(`insert into conversations (is_group, created_by) values (false, $1) returning id`, [
    owner.id,
  ]);
  await t.app.pool.query(`insert into conversation_participants (conversation_id, user_id) values ($1, $2), ($1, $3)`, [
    conversation.id,
    owner.id,
    reader.id,
  ]);
  const message = await one(
    `insert into messages (conversation_id, sender_id, content) values ($1, $2, 'Achète mes lunettes !') returning id`,
    [conversation.id, owner.id],
  );
  const story = await one(
    `insert into stories (user_id, image_url, expires_at) values ($1, '/uploads/s.webp', now() + interval '1 day') returning id`,
    [owner.id],
  );
  const group = await one(`insert into groups (name, created_by) values ('Pêcheurs du dimanche', $1) returning id`, [
    owner.id,
  ]);
  const page = await one(`insert into business_pages (name, created_by) values ('Bar du Port', $1) returning id`, [
    owner.id,
  ]);
  const business = await one(
    `insert into businesses (business_name, category, created_by) values ('Voile & Vent', 'Loisirs', $1) returning id`,
    [owner.id],
  );
  const review = await one(
    `insert into reviews (business_page_id, user_id, rating, content) values ($1, $2, 1, 'Nul') returning id`,
    [page.id, owner.id],
  );
  const event = await one(
    `insert into events (title, starts_at, location, category, organizer_id)
     values ('Soirée jeux', now() + interval '3 days', 'Salle des fêtes', 'Culture', $1) returning id`,
    [owner.id],
  );
  const listing = await one(
    `insert into marketplace_listings (seller_id, title, price_cents, category, condition, location)
     values ($1, 'Vélo de ville', 8000, 'Loisirs', 'Bon état', 'Le port') returning id`,
    [owner.id],
  );
  const targets: [ReportTargetType, string][] = [
    ['post', post.id],
    ['comment', comment.id],
    ['message', message.id],
    ['story', story.id],
    ['profile', owner.id],
    ['group', group.id],
    ['business-page', page.id],
    ['business', business.id],
    ['review', review.id],
    ['event', event.id],
    ['listing', listing.id],
  ];
  return { post, comment, conversation, message, story, group, page, business, review, event, listing, targets };
}

describe('reporting each kind of content', () => {
  it('takes a report on each of the eleven kinds, resolves its author and acknowledges it', async () => {
    const { post, conversation, message, event, listing, targets } = await oneOfEachKind(author, anne);
    for (const [type, id] of targets) {
      const res = await report(anne, type, id, 'harassment', 'Ça suffit');
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
    }
    const { rows } = await t.app.pool.query<{ target_type: string; target_user_id: string; details: string }>(
      'select target_type, target_user_id, details from content_reports where reporter_id = $1',
      [anne.id],
    );
    expect(rows).toHaveLength(11);
    expect(rows.every((r) => r.target_user_id === author.id && r.details === 'Ça suffit')).toBe(true);
    const acks = await notificationsOf(anne.id, 'content_report_received');
    expect(acks).toHaveLength(11);
    expect(acks[9]).toMatchObject({ content: 'Événement · Harcèlement', link: `/event/${event.id}` });
    expect(acks[10]).toMatchObject({ content: 'Annonce · Harcèlement', link: `/marketplace/${listing.id}` });
    expect(acks[0]).toMatchObject({ content: 'Publication · Harcèlement', link: `/post/${post.id}` });
    expect(acks[2]).toMatchObject({ content: 'Message · Harcèlement', link: `/conversation/${conversation.id}` });
    const queued = (await queue()).items.find((i) => i.targetId === message.id)!;
    expect(queued.content).toMatchObject({
      excerpt: 'Achète mes lunettes !',
      link: null,
      place: 'Conversation privée',
    });
  });

  it('hides and restores each kind in its own module’s table', async () => {
    const [owner, reader] = (await quickResidents(t.app, 2)) as [QuickResident, QuickResident];
    const { targets } = await oneOfEachKind(owner, reader);
    for (const [type, id] of targets) {
      expect((await report(reader, type, id)).statusCode, type).toBe(201);
      const moderate = (action: 'hide' | 'restore') =>
        call('POST', '/api/moderation/content', moderator, {
          targetType: type,
          targetId: id,
          action,
          reason: 'Arnaque',
        });
      expect((await moderate('hide')).json(), type).toEqual({ hidden: true, resolvedReports: 1 });
      expect((await moderate('restore')).json(), type).toEqual({ hidden: false, resolvedReports: 0 });
    }
  });

  it('refuses what does not exist or cannot be seen (404), own content (403), a second open report (409)', async () => {
    const post = await newPost(author.id);
    expect((await report(anne, 'post', '00000000-0000-4000-8000-000000000000')).json().error.code).toBe(
      'CONTENT_NOT_FOUND',
    );
    expect((await report(anne, 'profile', 'personne')).statusCode).toBe(404);

    // A message by one not in its conversation.
    const conversation = await one(`insert into conversations (is_group) values (false) returning id`, []);
    await t.app.pool.query(`insert into conversation_participants (conversation_id, user_id) values ($1, $2)`, [
      conversation.id,
      author.id,
    ]);
    const message = await one(
      `insert into messages (conversation_id, sender_id, content) values ($1, $2, 'Secret') returning id`,
      [conversation.id, author.id],
    );
    expect((await report(outsider, 'message', message.id)).json().error.code).toBe('CONTENT_NOT_FOUND');

    // A private group's post by a non-member; a member may.
    const group = await one(
      `insert into groups (name, is_private, created_by) values ('Conseil syndical', true, $1) returning id`,
      [author.id],
    );
    await t.app.pool.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'member')`, [
      group.id,
      paul.id,
    ]);
    const secret = await newPost(author.id, 'Réunion privée', group.id);
    expect((await report(outsider, 'post', secret.id)).statusCode).toBe(404);
    expect((await report(paul, 'post', secret.id)).statusCode).toBe(201);

    // A hidden post is no longer there for residents.
    const hidden = await newPost(author.id);
    await t.app.pool.query('update posts set hidden_at = now() where id = $1', [hidden.id]);
    expect((await report(anne, 'post', hidden.id)).statusCode).toBe(404);

    const own = await report(author, 'post', post.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({
      code: 'REPORT_OWN_CONTENT',
      message: 'Vous ne pouvez pas signaler votre propre contenu.',
    });
    expect((await report(author, 'profile', author.id)).statusCode).toBe(403);

    expect((await report(anne, 'post', post.id)).statusCode).toBe(201);
    const twice = await report(anne, 'post', post.id, 'other');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ALREADY_REPORTED');
  });

  it('answers bad input with 4xx and visitors with 401', async () => {
    const post = await newPost(author.id);
    expect((await report(undefined, 'post', post.id)).statusCode).toBe(401);
    const bad = [
      { targetType: 'post', targetId: post.id, reason: 'boring' },
      { targetType: 'poster', targetId: post.id, reason: 'spam' },
      { targetType: 'post', targetId: 'not-a-uuid', reason: 'spam' },
      { targetType: 'profile', targetId: "x' or 1=1", reason: 'spam' },
      { targetType: 'post', targetId: post.id, reason: 'spam', details: 'x'.repeat(5000) },
      { targetType: 'post', targetId: post.id, reason: 'spam', details: 'a\u0000b' },
      { targetType: 'post', targetId: 42, reason: 'spam' },
      { targetType: 'post', reason: 'spam' },
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/reports', anne, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('stays open to a suspended resident', async () => {
    const post = await newPost(author.id);
    await t.app.pool.query(`update "user" set suspended_until = now() + interval '3 days' where id = $1`, [
      outsider.id,
    ]);
    expect((await report(outsider, 'post', post.id)).statusCode).toBe(201);
    await t.app.pool.query(`update "user" set suspended_until = null where id = $1`, [outsider.id]);
  });
});

describe('the moderators queue', () => {
  it('groups open reports by content with their count, reasons, words and the content', async () => {
    const post = await newPost(author.id, 'Arnaque aux places de port');
    await report(anne, 'post', post.id, 'spam', 'Lien douteux');
    await report(paul, 'post', post.id, 'illegal');
    await report(outsider, 'post', post.id, 'spam');
    const item = (await queue()).items.find((i) => i.targetId === post.id)!;
    expect(item).toMatchObject({
      targetType: 'post',
      reportsCount: 3,
      details: ['Lien douteux'],
      content: {
        excerpt: 'Arnaque aux places de port',
        place: "Fil d'actualité",
        link: `/post/${post.id}`,
        hidden: false,
        exists: true,
        author: { id: author.id, username: author.username, role: 'user', suspendedUntil: null },
      },
    });
    expect(item.reasons.sort()).toEqual(['illegal', 'spam']);
    // The latest reported content comes first.
    expect((await queue()).items[0]!.targetId).toBe(post.id);
  });

  it('pages with a cursor, no group twice', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call('GET', `/api/moderation/reports?limit=2${cursor ? `&cursor=${cursor}` : ''}`, moderator);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as ModerationQueuePage;
      for (const item of page.items) {
        const key = `${item.targetType}:${item.targetId}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(seen.size).toBe((await queue()).items.length);
    expect(pages).toBeGreaterThan(1);
    expect((await call('GET', '/api/moderation/reports?cursor=abc!', moderator)).statusCode).toBe(400);
    expect((await call('GET', '/api/moderation/reports?cursor=Zm9vfGJhcg', moderator)).statusCode).toBe(400);
    expect((await call('GET', '/api/moderation/reports?limit=1000', moderator)).statusCode).toBe(400);
  });
});

describe('acting on content', () => {
  it('hides: resolves the reports, tells each reporter, logs it; restore clears hidden_at', async () => {
    const post = await newPost(author.id, 'Insultes');
    await report(anne, 'post', post.id, 'hate');
    await report(paul, 'post', post.id, 'hate');
    const res = await call('POST', '/api/moderation/content', moderator, {
      targetType: 'post',
      targetId: post.id,
      action: 'hide',
      reason: 'Propos haineux',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hidden: true, resolvedReports: 2 });
    expect(
      (await one<{ hidden: boolean }>('select hidden_at is not null as hidden from posts where id = $1', [post.id]))
        .hidden,
    ).toBe(true);
    const { rows } = await t.app.pool.query<{ status: string; resolved_by: string; resolved: boolean }>(
      'select status, resolved_by, resolved_at is not null as resolved from content_reports where target_id = $1',
      [post.id],
    );
    expect(rows).toEqual([
      { status: 'actioned', resolved_by: moderator.id, resolved: true },
      { status: 'actioned', resolved_by: moderator.id, resolved: true },
    ]);
    for (const who of [anne, paul]) {
      expect((await notificationsOf(who.id, 'content_report_outcome')).map((n) => n.content)).toContain(
        REPORT_OUTCOME_HIDDEN,
      );
    }
    expect((await queue()).items.some((i) => i.targetId === post.id)).toBe(false);
    const log = await one<{ moderator_id: string; action: string; target_user_id: string; reason: string }>(
      `select moderator_id, action, target_user_id, reason from moderation_log where target_id = $1`,
      [post.id],
    );
    expect(log).toEqual({
      moderator_id: moderator.id,
      action: 'hide',
      target_user_id: author.id,
      reason: 'Propos haineux',
    });

    const restored = await call('POST', '/api/moderation/content', admin, {
      targetType: 'post',
      targetId: post.id,
      action: 'restore',
      reason: 'Erreur de modération',
    });
    expect(restored.json()).toEqual({ hidden: false, resolvedReports: 0 });
    expect(
      (await one<{ hidden: boolean }>('select hidden_at is not null as hidden from posts where id = $1', [post.id]))
        .hidden,
    ).toBe(false);
  });

  it('dismisses: nothing changes but the reports, and reporters hear the content is within the rules', async () => {
    const post = await newPost(author.id, 'Photo du coucher de soleil');
    await report(outsider, 'post', post.id, 'other', 'Je n’aime pas');
    const res = await call('POST', '/api/moderation/content', moderator, {
      targetType: 'post',
      targetId: post.id,
      action: 'dismiss',
      reason: 'Rien à redire',
    });
    expect(res.json()).toEqual({ hidden: false, resolvedReports: 1 });
    expect(
      (await one<{ status: string }>('select status from content_reports where target_id = $1', [post.id])).status,
    ).toBe('dismissed');
    const outcomes = await notificationsOf(outsider.id, 'content_report_outcome');
    expect(outcomes.at(-1)).toMatchObject({ content: REPORT_OUTCOME_KEPT, link: `/post/${post.id}` });
    // Reported again after the decision: a new open report is allowed.
    expect((await report(outsider, 'post', post.id)).statusCode).toBe(201);
  });

  it('hiding a review keeps the rating equal to the visible reviews’ average', async () => {
    const business = await one(
      `insert into businesses (business_name, category) values ('Le Goéland', 'Restaurant') returning id`,
      [],
    );
    const rate = (who: QuickResident, rating: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${business.id}/reviews`,
        payload: { rating },
        headers: { cookie: who.cookie, origin: t.env.PUBLIC_URL },
      });
    expect((await rate(anne, 5)).statusCode).toBe(200);
    expect((await rate(paul, 1)).statusCode).toBe(200);
    const rating = async () =>
      one<{ rating: string; reviews_count: number }>('select rating, reviews_count from businesses where id = $1', [
        business.id,
      ]);
    expect(await rating()).toEqual({ rating: '3.0', reviews_count: 2 });
    const bad = await one(`select id from reviews where business_id = $1 and user_id = $2`, [business.id, paul.id]);
    await report(anne, 'review', bad.id, 'spam');
    await call('POST', '/api/moderation/content', moderator, {
      targetType: 'review',
      targetId: bad.id,
      action: 'hide',
      reason: 'Avis de concurrent',
    });
    expect(await rating()).toEqual({ rating: '5.0', reviews_count: 1 });
    await call('POST', '/api/moderation/content', moderator, {
      targetType: 'review',
      targetId: bad.id,
      action: 'restore',
      reason: 'Avis légitime',
    });
    expect(await rating()).toEqual({ rating: '3.0', reviews_count: 2 });
  });

  it('dismisses the reports of content deleted since, which leaves the queue', async () => {
    const post = await newPost(author.id, 'Bientôt supprimé');
    await report(paul, 'post', post.id, 'spam');
    await t.app.pool.query('delete from posts where id = $1', [post.id]);
    const item = (await queue()).items.find((i) => i.targetId === post.id)!;
    expect(item.content).toMatchObject({ exists: false, author: { id: author.id } });
    const body = { targetType: 'post', targetId: post.id, reason: 'Supprimé par son auteur' };
    expect((await call('POST', '/api/moderation/content', moderator, { ...body, action: 'hide' })).statusCode).toBe(
      404,
    );
    const res = await call('POST', '/api/moderation/content', moderator, { ...body, action: 'dismiss' });
    expect(res.json()).toEqual({ hidden: false, resolvedReports: 1 });
    expect((await queue()).items.some((i) => i.targetId === post.id)).toBe(false);
    expect((await call('POST', '/api/moderation/content', moderator, { ...body, action: 'dismiss' })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for missing content and 400 for a missing reason or an unknown action', async () => {
    const missing = await call('POST', '/api/moderation/content', moderator, {
      targetType: 'group',
      targetId: '00000000-0000-4000-8000-000000000000',
      action: 'hide',
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const post = await newPost(author.id);
    for (const body of [
      { targetType: 'post', targetId: post.id, action: 'hide', reason: '   ' },
      { targetType: 'post', targetId: post.id, action: 'delete', reason: 'x' },
      { targetType: 'post', targetId: post.id, action: 'hide' },
      { targetType: 'post', targetId: post.id, action: 'hide', reason: 'x'.repeat(600) },
    ]) {
      expect((await call('POST', '/api/moderation/content', moderator, body)).statusCode).toBe(400);
    }
  });
});

describe('sanctions', () => {
  it('warns: a sanction row, a notification, a log row', async () => {
    const res = await call('POST', `/api/moderation/users/${author.id}/warn`, moderator, { reason: 'Ton agressif' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: author.id, suspendedUntil: null });
    expect(await one('select kind, reason, moderator_id from user_sanctions where user_id = $1', [author.id])).toEqual({
      kind: 'warning',
      reason: 'Ton agressif',
      moderator_id: moderator.id,
    });
    expect((await notificationsOf(author.id, 'moderation_warning'))[0]).toMatchObject({ content: 'Ton agressif' });
    expect(
      await one(`select action, target_type from moderation_log where target_id = $1 and action = 'warn'`, [author.id]),
    ).toEqual({ action: 'warn', target_type: 'user' });
  });

  it('suspends for a period: suspended_until, refused publishing, notification; lifts it', async () => {
    const res = await call('POST', `/api/moderation/users/${author.id}/suspend`, moderator, {
      reason: 'Harcèlement répété',
      days: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    const until = Date.parse(res.json().suspendedUntil as string);
    expect(Math.abs(until - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    const me = (await call('GET', '/api/me', author)).json();
    expect(me.user.suspendedUntil).toBe(res.json().suspendedUntil);
    const notice = (await notificationsOf(author.id, 'moderation_suspension'))[0]!;
    expect(notice.content).toMatch(/^Jusqu’au .+\u00a0: Harcèlement répété$/);
    expect(
      await one(
        `select kind, ends_at is not null as ends from user_sanctions where user_id = $1 and kind = 'suspension'`,
        [author.id],
      ),
    ).toEqual({ kind: 'suspension', ends: true });

    const lifted = await call('POST', `/api/moderation/users/${author.id}/lift`, moderator, {
      reason: 'Excuses reçues',
    });
    expect(lifted.json()).toEqual({ userId: author.id, suspendedUntil: null });
    expect((await notificationsOf(author.id, 'moderation_suspension_lifted'))[0]).toMatchObject({
      content: 'Excuses reçues',
    });
    expect((await call('GET', '/api/me', author)).json().user.suspendedUntil).toBeNull();
    const again = await call('POST', `/api/moderation/users/${author.id}/lift`, moderator, { reason: 'Encore' });
    expect(again.statusCode).toBe(409);
    const actions = await t.app.pool.query<{ action: string }>(
      `select action from moderation_log where target_id = $1 order by created_at`,
      [author.id],
    );
    expect(actions.rows.map((r) => r.action)).toEqual(['warn', 'suspend', 'lift_suspension']);
  });

  it('refuses sanctions on oneself and on staff, bad periods, unknown residents', async () => {
    expect(
      (await call('POST', `/api/moderation/users/${moderator.id}/warn`, moderator, { reason: 'x' })).json().error.code,
    ).toBe('SANCTION_SELF');
    expect(
      (await call('POST', `/api/moderation/users/${admin.id}/suspend`, moderator, { reason: 'x', days: 1 })).json()
        .error.code,
    ).toBe('SANCTION_FORBIDDEN');
    expect((await call('POST', `/api/moderation/users/personne/warn`, moderator, { reason: 'x' })).statusCode).toBe(
      404,
    );
    for (const days of [0, 366, 1.5, '7', -3]) {
      const res = await call('POST', `/api/moderation/users/${paul.id}/suspend`, moderator, { reason: 'x', days });
      expect(res.statusCode, String(days)).toBe(400);
    }
    expect(canSanction({ id: 'a', role: 'admin' }, { id: 'm', role: 'moderator' })).toBe('ok');
    expect(canSanction({ id: 'm', role: 'moderator' }, { id: 'n', role: 'moderator' })).toBe('staff');
    expect(canSanction({ id: 'm', role: 'moderator' }, { id: 'u', role: 'user' })).toBe('ok');
  });
});

describe('permissions', () => {
  const post = '00000000-0000-4000-8000-000000000001';
  const routes: [Method, string, object?][] = [
    ['GET', '/api/moderation/reports'],
    ['POST', '/api/moderation/content', { targetType: 'post', targetId: post, action: 'hide', reason: 'x' }],
    ['POST', '/api/moderation/users/someone/warn', { reason: 'x' }],
    ['POST', '/api/moderation/users/someone/suspend', { reason: 'x', days: 3 }],
    ['POST', '/api/moderation/users/someone/lift', { reason: 'x' }],
  ];
  it('answers 401 to visitors and 403 MODERATORS_ONLY to residents on every moderator route', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      const res = await call(method, url, anne, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('MODERATORS_ONLY');
    }
  });

  it('shows the log to admins only, latest first, with who, what and why', async () => {
    expect((await call('GET', '/api/moderation/log')).statusCode).toBe(401);
    expect((await call('GET', '/api/moderation/log', anne)).json().error.code).toBe('ADMINS_ONLY');
    expect((await call('GET', '/api/moderation/log', moderator)).json().error.code).toBe('ADMINS_ONLY');
    const res = await call('GET', '/api/moderation/log?limit=2', admin);
    expect(res.statusCode).toBe(200);
    const page = res.json() as ModerationLogPage;
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      action: 'lift_suspension',
      moderator: { id: moderator.id },
      targetUser: { id: author.id },
      reason: 'Excuses reçues',
    });
    const next = (
      await call('GET', `/api/moderation/log?limit=50&cursor=${page.nextCursor}`, admin)
    ).json() as ModerationLogPage;
    expect(next.entries.some((e) => page.entries.some((p) => p.id === e.id))).toBe(false);
    expect(next.entries.length).toBeGreaterThan(3);
  });
});
