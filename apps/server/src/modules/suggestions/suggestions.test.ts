import type { NotificationsPage, Suggestion, SuggestionStats, SuggestionsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, forgedCursor, type TestApp } from '../../../test/helpers.ts';
import * as make from '../../../test/factories.ts';
import type { QuickResident } from '../../../test/residents.ts';
import { canSetSuggestionStatus } from './suggestions.policy.ts';

let t: TestApp;
let residents: QuickResident[];
let alice: QuickResident;
let bob: QuickResident;
let moderator: QuickResident;
let admin: QuickResident;
let suspended: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  residents = await make.residents(t.app, 35);
  [alice, bob, moderator, admin, suspended] = residents as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await make.promote(t.app, moderator, 'moderator');
  await make.promote(t.app, admin, 'admin');
  await make.suspension(t.app, suspended, { id: moderator.id, role: 'moderator' });
});
afterAll(async () => t?.close());

const call = caller(() => t);

async function create(who: QuickResident, body: object = {}): Promise<Suggestion> {
  const res = await call('POST', '/api/suggestions', who, {
    title: 'Navette estivale vers la plage',
    description: 'Une navette gratuite entre le port et la grande plage en juillet et août.',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Suggestion;
}

const vote = (who: QuickResident | undefined, id: string) => call('POST', `/api/suggestions/${id}/vote`, who);

async function exactVotes(id: string) {
  const { rows } = await t.app.pool.query<{ counted: number; rows: number }>(
    `select s.votes_count as counted, (select count(*) from suggestion_votes v where v.suggestion_id = s.id)::int as rows
     from suggestions s where s.id = $1`,
    [id],
  );
  return rows[0]!;
}

describe('submitting an idea', () => {
  it('stores it trimmed, category fonctionnalite by default, status Nouveau, author shown', async () => {
    const idea = await create(alice, { title: '  Bancs sur le quai  ' });
    expect(idea).toMatchObject({
      title: 'Bancs sur le quai',
      category: 'fonctionnalite',
      status: 'nouveau',
      votesCount: 0,
      commentsCount: 0,
      hasVoted: false,
    });
    expect(idea.author).toMatchObject({ id: alice.id, username: alice.username });
    expect((await create(alice, { category: 'contenu' })).category).toBe('contenu');
  });

  it('refuses missing, blank, huge or mistyped fields with a 400 and the spec message', async () => {
    const { rows: before } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from suggestions');
    const cases: object[] = [
      { title: '', description: 'x' },
      { title: 'x', description: '   ' },
      { title: 'x' },
      { title: 'x'.repeat(121), description: 'x' },
      { title: 'x', description: 'x'.repeat(2001) },
      { title: 'x', description: 'x', category: 'politique' },
      { title: 42, description: 'x' },
      { title: 'a\u0000b', description: 'x' },
      { title: 'x', description: 'x', extra: 'y'.repeat(10), category: ['autre'] },
    ];
    for (const body of cases) {
      const res = await call('POST', '/api/suggestions', alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const blank = await call('POST', '/api/suggestions', alice, { title: ' ', description: 'x' });
    expect(blank.json().error.message).toContain('Veuillez remplir tous les champs obligatoires.');
    const { rows: after } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from suggestions');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('needs a signed-in, non-suspended resident', async () => {
    expect((await call('POST', '/api/suggestions', undefined, { title: 'x', description: 'y' })).statusCode).toBe(401);
    const res = await call('POST', '/api/suggestions', suspended, { title: 'x', description: 'y' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('voting', () => {
  it('counts one vote per resident under 30 concurrent attempts', async () => {
    const idea = await create(bob);
    const answers = await Promise.all(Array.from({ length: 30 }, () => vote(alice, idea.id)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.message).toBe('Déjà voté');
    expect(await exactVotes(idea.id)).toEqual({ counted: 1, rows: 1 });
  });

  it('counts 30 residents voting at once exactly, and tells each viewer whether they voted', async () => {
    const idea = await create(bob);
    const voters = residents.slice(5, 35);
    const answers = await Promise.all(voters.map((r) => vote(r, idea.id)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await exactVotes(idea.id)).toEqual({ counted: 30, rows: 30 });

    const seenBy = async (who?: QuickResident) =>
      ((await call('GET', '/api/suggestions', who)).json() as SuggestionsPage).suggestions.find(
        (s) => s.id === idea.id,
      )!;
    expect(await seenBy(voters[0])).toMatchObject({ votesCount: 30, hasVoted: true });
    expect(await seenBy(alice)).toMatchObject({ votesCount: 30, hasVoted: false });
    expect(await seenBy()).toMatchObject({ hasVoted: false });
  });

  it('refuses visitors, suspended residents, missing ideas and odd ids', async () => {
    const idea = await create(bob);
    expect((await vote(undefined, idea.id)).statusCode).toBe(401);
    const refused = await vote(suspended, idea.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED');
    const missing = await vote(alice, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('SUGGESTION_NOT_FOUND');
    expect((await vote(alice, 'abc')).statusCode).toBe(400);
    expect(await exactVotes(idea.id)).toEqual({ counted: 0, rows: 0 });
  });
});

describe('listing', () => {
  it('puts the most voted first, then the newest, and pages without repeats', async () => {
    const fresh = await buildTestApp();
    try {
      const [a, b, c] = (await make.residents(fresh.app, 3)) as [QuickResident, QuickResident, QuickResident];
      const post = (who: QuickResident, title: string) =>
        fresh.app.inject({
          method: 'POST',
          url: '/api/suggestions',
          headers: { cookie: who.cookie, origin: fresh.env.PUBLIC_URL },
          payload: { title, description: 'Idée' },
        });
      const ids: Record<string, string> = {};
      for (const title of ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq']) ids[title] = (await post(a, title)).json().id;
      const voteAs = (who: QuickResident, title: string) =>
        fresh.app.inject({
          method: 'POST',
          url: `/api/suggestions/${ids[title]}/vote`,
          headers: { cookie: who.cookie, origin: fresh.env.PUBLIC_URL },
        });
      await voteAs(a, 'Deux');
      await voteAs(b, 'Deux');
      await voteAs(c, 'Quatre');
      await voteAs(a, 'Un');
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await fresh.app.inject({
          method: 'GET',
          url: `/api/suggestions?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        });
        const page = res.json() as SuggestionsPage;
        seen.push(...page.suggestions.map((s) => s.title));
        cursor = page.nextCursor;
      } while (cursor);
      // Deux (2 votes); Quatre and Un (1 vote, newest first); Cinq and Trois (0, newest first).
      expect(seen).toEqual(['Deux', 'Quatre', 'Un', 'Cinq', 'Trois']);

      await fresh.app.pool.query(`update suggestions set status = 'en_cours' where title in ('Un', 'Trois')`);
      const filtered = (await fresh.app.inject({ method: 'GET', url: '/api/suggestions?status=en_cours' })).json();
      expect((filtered as SuggestionsPage).suggestions.map((s) => s.title)).toEqual(['Un', 'Trois']);
    } finally {
      await fresh.close();
    }
  });

  it('refuses forged cursors and unknown statuses with a 400', async () => {
    const forged = [
      'abc',
      forgedCursor(['x', '1', '00000000-0000-4000-8000-000000000000']),
      forgedCursor([-1, '1', '00000000-0000-4000-8000-000000000000']),
      forgedCursor([1, '99999999999999999999', '00000000-0000-4000-8000-000000000000']),
      forgedCursor([1, '1', 'nope']),
    ];
    for (const cursor of forged) {
      expect((await call('GET', `/api/suggestions?cursor=${cursor}`)).statusCode, cursor).toBe(400);
    }
    expect((await call('GET', '/api/suggestions?status=fini')).statusCode).toBe(400);
    expect((await call('GET', '/api/suggestions?limit=0')).statusCode).toBe(400);
  });
});

describe('status and stats', () => {
  it('moderators and admins set a status, logged; residents get 403', async () => {
    const idea = await create(alice);
    const url = `/api/suggestions/${idea.id}/status`;
    const refused = await call('PATCH', url, bob, { status: 'planifie' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('MODERATORS_ONLY');
    expect((await call('PATCH', url, undefined, { status: 'planifie' })).statusCode).toBe(401);

    const moved = await call('PATCH', url, moderator, { status: 'en_cours', reason: 'Étude par la mairie' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Suggestion).status).toBe('en_cours');
    expect((await call('PATCH', url, admin, { status: 'planifie' })).json().status).toBe('planifie');

    const { rows } = await t.app.pool.query(
      `select moderator_id, action, target_user_id, reason, details from moderation_log
       where target_type = 'suggestion' and target_id = $1 order by created_at`,
      [idea.id],
    );
    expect(rows).toEqual([
      {
        moderator_id: moderator.id,
        action: 'suggestion.status',
        target_user_id: alice.id,
        reason: 'Étude par la mairie',
        details: { from: 'nouveau', to: 'en_cours' },
      },
      {
        moderator_id: admin.id,
        action: 'suggestion.status',
        target_user_id: alice.id,
        reason: 'Statut de la suggestion mis à jour',
        details: { from: 'en_cours', to: 'planifie' },
      },
    ]);
    expect((await call('PATCH', url, moderator, { status: 'fini' })).statusCode).toBe(400);
    expect(
      (
        await call('PATCH', '/api/suggestions/00000000-0000-4000-8000-000000000000/status', moderator, {
          status: 'en_cours',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('tells the author of the new status, once per change, never for the same status', async () => {
    const idea = await create(bob, { title: 'Un abri à vélos' });
    const url = `/api/suggestions/${idea.id}/status`;
    await call('PATCH', url, moderator, { status: 'en_etude' });
    await call('PATCH', url, moderator, { status: 'en_etude' });
    const page = (await call('GET', '/api/notifications', bob)).json() as NotificationsPage;
    const told = page.notifications.filter((n) => n.type === 'suggestion_status');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      text: 'Votre suggestion a changé de statut',
      content: '« Un abri à vélos » : En étude',
      link: '/idea-box',
      actor: null,
    });
  });

  it('computes the four figures from the database', async () => {
    const stats = (await call('GET', '/api/suggestions/stats')).json() as SuggestionStats;
    const { rows } = await t.app.pool.query<SuggestionStats>(
      `select (select count(*) from suggestions)::int as suggestions,
        (select count(*) from suggestions where status = 'en_cours')::int as "inProgress",
        (select count(*) from suggestions where status = 'planifie')::int as done,
        (select count(*) from suggestion_votes)::int as votes`,
    );
    expect(stats).toEqual(rows[0]);
    expect(stats.votes).toBeGreaterThanOrEqual(31);

    const idea = await create(bob);
    await vote(alice, idea.id);
    await call('PATCH', `/api/suggestions/${idea.id}/status`, moderator, { status: 'en_cours' });
    const next = (await call('GET', '/api/suggestions/stats')).json() as SuggestionStats;
    expect(next).toEqual({
      suggestions: stats.suggestions + 1,
      inProgress: stats.inProgress + 1,
      done: stats.done,
      votes: stats.votes + 1,
    });
  });

  it('policy: moderators and admins only', () => {
    expect(
      [null, { role: 'user' as const }, { role: 'moderator' as const }, { role: 'admin' as const }].map(
        canSetSuggestionStatus,
      ),
    ).toEqual([false, false, true, true]);
  });
});
