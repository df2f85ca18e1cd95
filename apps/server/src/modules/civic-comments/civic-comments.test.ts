import type { CivicComment, CivicCommentsPage, CivicSubjectType } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { canDeleteCivicComment, canSeeHiddenComment, isModerationDelete } from './civic-comments.policy.ts';

let t: TestApp;
let alice: QuickResident;
let bob: QuickResident;
let moderator: QuickResident;
let suspended: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob, moderator, suspended] = (await quickResidents(t.app, 4)) as QuickResident[] as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  await t.app.pool.query(`update "user" set suspended_until = now() + interval '7 days' where id = $1`, [suspended.id]);
});
afterAll(async () => t?.close());

const call = caller(() => t);

async function referendum(allowComments: boolean): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into referendums (title, question, description, category, ends_at, allow_comments)
     values ('Piétonnisation du quai', 'Pour ou contre ?', 'Le quai le dimanche', 'urbanisme', now() + interval '7 days', $1)
     returning id`,
    [allowComments],
  );
  return rows[0]!.id;
}

async function report(): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into neighbour_reports (user_id, type, title, content) values ($1, 'proprete', 'Dépôt sauvage', 'Rue des Mouettes')
     returning id`,
    [alice.id],
  );
  return rows[0]!.id;
}

async function suggestion(): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(
    `insert into suggestions (user_id, title, description, category) values ($1, 'Navette', 'Vers la plage', 'autre')
     returning id`,
    [alice.id],
  );
  return rows[0]!.id;
}

const url = (type: CivicSubjectType, id: string) => `/api/civic-comments/${type}/${id}`;

async function comment(who: QuickResident, type: CivicSubjectType, id: string, content: string): Promise<CivicComment> {
  const res = await call('POST', url(type, id), who, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CivicComment;
}

async function counter(type: 'neighbour_report' | 'suggestion', id: string) {
  const table = type === 'suggestion' ? 'suggestions' : 'neighbour_reports';
  const { rows } = await t.app.pool.query<{ counted: number; rows: number }>(
    `select s.comments_count as counted,
       (select count(*) from civic_comments c where c.subject_type = $2 and c.subject_id = s.id)::int as rows
     from ${table} s where s.id = $1`,
    [id, type],
  );
  return rows[0]!;
}

describe('commenting each subject', () => {
  it('a report and an idea: comments listed oldest first, counters exact after adds and deletes', async () => {
    for (const [type, id] of [
      ['neighbour_report', await report()],
      ['suggestion', await suggestion()],
    ] as const) {
      const first = await comment(alice, type, id, '  Même chose rue du Port  ');
      expect(first).toMatchObject({
        content: 'Même chose rue du Port',
        hidden: false,
        subjectType: type,
        subjectId: id,
      });
      expect(first.author).toMatchObject({ id: alice.id, username: alice.username });
      const second = await comment(bob, type, id, 'Je confirme');
      await comment(bob, type, id, 'Toujours là ce matin');
      expect(await counter(type, id)).toEqual({ counted: 3, rows: 3 });

      const page = (await call('GET', url(type, id))).json() as CivicCommentsPage;
      expect(page.comments.map((c) => c.content)).toEqual([
        'Même chose rue du Port',
        'Je confirme',
        'Toujours là ce matin',
      ]);
      expect(page).toMatchObject({ total: 3, open: true, nextCursor: null });

      expect((await call('DELETE', `/api/civic-comments/${second.id}`, bob)).statusCode).toBe(204);
      expect(await counter(type, id)).toEqual({ counted: 2, rows: 2 });
    }
  });

  it('a referendum: open only when it allows comments, the count given in the list', async () => {
    const open = await referendum(true);
    await comment(alice, 'referendum', open, 'Bonne idée pour le marché');
    const page = (await call('GET', url('referendum', open))).json() as CivicCommentsPage;
    expect(page).toMatchObject({ total: 1, open: true });

    const closed = await referendum(false);
    const refused = await call('POST', url('referendum', closed), alice, { content: 'Bonjour' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('COMMENTS_CLOSED');
    expect(((await call('GET', url('referendum', closed))).json() as CivicCommentsPage).open).toBe(false);
  });

  it('pages with a keyset cursor, none repeated or skipped', async () => {
    const id = await suggestion();
    for (let i = 1; i <= 5; i += 1) await comment(bob, 'suggestion', id, `Avis ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `${url('suggestion', id)}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const page = res.json() as CivicCommentsPage;
      seen.push(...page.comments.map((c) => c.content));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Avis 1', 'Avis 2', 'Avis 3', 'Avis 4', 'Avis 5']);
  });
});

describe('missing subjects and bad input', () => {
  it('answers the subject’s own 404 code', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [type, code] of [
      ['referendum', 'REFERENDUM_NOT_FOUND'],
      ['neighbour_report', 'NEIGHBOUR_REPORT_NOT_FOUND'],
      ['suggestion', 'SUGGESTION_NOT_FOUND'],
    ] as const) {
      const get = await call('GET', url(type, missing));
      expect(get.statusCode).toBe(404);
      expect(get.json().error.code).toBe(code);
      const post = await call('POST', url(type, missing), alice, { content: 'Bonjour' });
      expect(post.statusCode).toBe(404);
      expect(post.json().error.code).toBe(code);
    }
  });

  it('refuses odd ids, unknown types, blank, huge or mistyped content with a 4xx', async () => {
    const id = await suggestion();
    const cases: [string, unknown][] = [
      [url('suggestion', id), { content: '   ' }],
      [url('suggestion', id), { content: 'x'.repeat(2001) }],
      [url('suggestion', id), { content: 42 }],
      [url('suggestion', id), { content: 'a\u0000b' }],
      [url('suggestion', id), {}],
      [url('suggestion', 'pas-un-uuid'), { content: 'Bonjour' }],
      [`/api/civic-comments/post/${id}`, { content: 'Bonjour' }],
    ];
    for (const [path, body] of cases) {
      const res = await call('POST', path, alice, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await call('GET', `${url('suggestion', id)}?cursor=abc`)).statusCode).toBe(400);
    expect((await call('GET', `${url('suggestion', id)}?limit=1000`)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/civic-comments/123', alice)).statusCode).toBe(400);
    expect(await counter('suggestion', id)).toEqual({ counted: 0, rows: 0 });
  });
});

describe('permissions', () => {
  it('visitors read but may not write; suspended residents are refused', async () => {
    const id = await suggestion();
    expect((await call('POST', url('suggestion', id), undefined, { content: 'Bonjour' })).statusCode).toBe(401);
    const res = await call('POST', url('suggestion', id), suspended, { content: 'Bonjour' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(await counter('suggestion', id)).toEqual({ counted: 0, rows: 0 });
  });

  it('only the author or a moderator deletes; a moderator’s deletion is logged', async () => {
    const id = await report();
    const mine = await comment(alice, 'neighbour_report', id, 'Le mien');
    const other = await comment(bob, 'neighbour_report', id, 'Celui de Bob');

    expect((await call('DELETE', `/api/civic-comments/${other.id}`)).statusCode).toBe(401);
    const refused = await call('DELETE', `/api/civic-comments/${other.id}`, alice);
    expect(refused.statusCode).toBe(403);
    expect(await counter('neighbour_report', id)).toEqual({ counted: 2, rows: 2 });

    expect((await call('DELETE', `/api/civic-comments/${mine.id}`, alice)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/civic-comments/${mine.id}`, alice)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/civic-comments/${other.id}`, moderator)).statusCode).toBe(204);
    expect(await counter('neighbour_report', id)).toEqual({ counted: 0, rows: 0 });

    const { rows } = await t.app.pool.query(
      `select moderator_id, action, target_type, target_user_id from moderation_log where target_id = $1`,
      [other.id],
    );
    expect(rows).toEqual([
      {
        moderator_id: moderator.id,
        action: 'civic_comment.delete',
        target_type: 'civic_comment',
        target_user_id: bob.id,
      },
    ]);
    // Deleting one's own comment is no moderation act, even for a moderator.
    const own = await comment(moderator, 'neighbour_report', id, 'Note de la modération');
    expect((await call('DELETE', `/api/civic-comments/${own.id}`, moderator)).statusCode).toBe(204);
    const logged = await t.app.pool.query('select 1 from moderation_log where target_id = $1', [own.id]);
    expect(logged.rowCount).toBe(0);
  });

  it('a hidden comment shows to its author and the moderators only', async () => {
    const id = await suggestion();
    const hidden = await comment(bob, 'suggestion', id, 'Propos masqué');
    await comment(alice, 'suggestion', id, 'Propos visible');
    await t.app.pool.query('update civic_comments set hidden_at = now() where id = $1', [hidden.id]);

    const contents = async (who?: QuickResident) =>
      ((await call('GET', url('suggestion', id), who)).json() as CivicCommentsPage).comments.map(
        (c) => `${c.content}${c.hidden ? ' (masqué)' : ''}`,
      );
    expect(await contents()).toEqual(['Propos visible']);
    expect(await contents(alice)).toEqual(['Propos visible']);
    expect(await contents(bob)).toEqual(['Propos masqué (masqué)', 'Propos visible']);
    expect(await contents(moderator)).toEqual(['Propos masqué (masqué)', 'Propos visible']);
    // Another resident cannot even learn that it exists.
    expect((await call('DELETE', `/api/civic-comments/${hidden.id}`, alice)).statusCode).toBe(404);
  });
});

describe('policy', () => {
  const author = { id: 'a', role: 'user' as const };
  const other = { id: 'b', role: 'user' as const };
  const modo = { id: 'm', role: 'moderator' as const };
  const admin = { id: 'z', role: 'admin' as const };
  it('says who deletes, who sees hidden comments, and what is a moderation act', () => {
    const c = { userId: 'a' };
    expect([author, other, modo, admin].map((x) => canDeleteCivicComment(x, c))).toEqual([true, false, true, true]);
    expect([null, author, other, modo].map((x) => canSeeHiddenComment(x, c))).toEqual([false, true, false, true]);
    expect([author, modo, admin].map((x) => isModerationDelete(x, c))).toEqual([false, true, true]);
    expect(isModerationDelete(modo, { userId: 'm' })).toBe(false);
  });
});
