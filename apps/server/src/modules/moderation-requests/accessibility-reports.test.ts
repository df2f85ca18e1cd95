import type { AnsweredModerationRequest, ModerationRequest, ModerationRequestsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, mailsFor, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';

// Accessibility problems reported from /accessibilite land in the moderators' inbox (issue 30).

let t: TestApp;
let alice: QuickResident;
let bob: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob, moderator] = (await quickResidents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
});
afterAll(async () => t?.close());

const call = caller(() => t);
const URL = '/api/accessibility-reports';

let address = 0;
/** A visitor, each from their own address unless told (the throttle counts per address). */
function asVisitor(payload: unknown, remoteAddress = `10.1.0.${++address}`) {
  return t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });
}

const inbox = async (who: QuickResident) => {
  const res = await call('GET', '/api/moderation/requests?limit=50', who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ModerationRequestsPage).requests;
};

describe('reporting an accessibility problem', () => {
  it('from a resident: stored for the moderators, categorised, the e-mail optional', async () => {
    const res = await call('POST', URL, alice, {
      page: ' /events ',
      description: 'Le calendrier ne se lit pas au lecteur d’écran',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      category: 'accessibility',
      recipient: 'moderator',
      page: '/events',
      message: 'Le calendrier ne se lit pas au lecteur d’écran',
      contactEmail: null,
      status: 'open',
      author: { id: alice.id },
    });
  });

  it('from a visitor without an account, with the address to answer at', async () => {
    const res = await asVisitor({
      page: 'Page des événements',
      description: 'Le bouton « Filtrer » ne se voit pas au clavier',
      email: 'visiteur@example.org',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ author: null, contactEmail: 'visiteur@example.org', category: 'accessibility' });
  });

  it('asks a visitor for an e-mail address, in French (400)', async () => {
    for (const email of [undefined, '', '   ']) {
      const res = await asVisitor({ page: '/feed', description: 'Contraste trop faible', email });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Indiquez votre adresse e-mail pour que nous puissions vous répondre.',
      });
    }
  });

  it.each([
    ['no page', { description: 'x', email: 'a@b.fr' }],
    ['a blank description', { page: '/feed', description: ' \u200b ', email: 'a@b.fr' }],
    ['a bad e-mail', { page: '/feed', description: 'x', email: 'pas-une-adresse' }],
    ['a page too long', { page: 'p'.repeat(301), description: 'x', email: 'a@b.fr' }],
    ['a description too long', { page: '/feed', description: 'd'.repeat(2001), email: 'a@b.fr' }],
    ['a NUL character', { page: '/feed\u0000', description: 'x', email: 'a@b.fr' }],
    ['an unknown field', { page: '/feed', description: 'x', email: 'a@b.fr', recipient: 'admin' }],
    ['a number for the page', { page: 42, description: 'x', email: 'a@b.fr' }],
    ['an array', [1, 2]],
    ['null', null],
  ])('refuses %s (400, in French)', async (_, body) => {
    const res = await asVisitor(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toMatch(/[a-zé]/);
  });

  it('answers random bodies with a 4xx (or 201 when one happens to be valid), never a 5xx', async () => {
    // A small seeded fuzz: odd types, control and invisible characters, huge and nested values.
    let seed = 30;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(values: T[]): T => values[Math.floor(random() * values.length)]!;
    const strings = ['', ' ', '/feed', 'a@b.fr', '\u0000', '\u202e', 'é'.repeat(3000), '<script>', 'x@', '@x.fr'];
    const value = (depth: number): unknown =>
      pick<() => unknown>([
        () => pick(strings),
        () => random() * 1e6,
        () => null,
        () => true,
        () => (depth > 1 ? [] : [value(depth + 1)]),
        () => (depth > 1 ? {} : { page: value(depth + 1) }),
      ])();
    for (let i = 0; i < 40; i += 1) {
      const body: Record<string, unknown> = {};
      for (const key of ['page', 'description', 'email', pick(['extra', 'page', '__proto__'])]) {
        if (random() < 0.8) body[key] = value(0);
      }
      const res = await asVisitor(body);
      expect([201, 400], `${JSON.stringify(body).slice(0, 200)} → ${res.body}`).toContain(res.statusCode);
    }
  });

  it('throttles a visitor per address past 5 an hour (429 in French), not the next address', async () => {
    const body = { page: '/menu', description: 'Le menu se ferme tout seul', email: 'flot@example.org' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await asVisitor(body, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const last = await asVisitor(body, '10.9.9.9');
    expect(last.json().error).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/signalements/) });
    expect((await asVisitor(body, '10.9.9.10')).statusCode).toBe(201);
  });

  it('throttles a resident per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await call('POST', URL, bob, { page: '/feed', description: `n°${i}` })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('in the moderators’ inbox', () => {
  it('moderators see the reports with their category, page and address', async () => {
    const requests = await inbox(moderator);
    const visitor = requests.find((r) => r.contactEmail === 'visiteur@example.org');
    expect(visitor).toMatchObject({ category: 'accessibility', page: 'Page des événements', author: null });
    expect(requests.some((r) => r.category === 'accessibility' && r.author?.id === alice.id)).toBe(true);
  });

  it('residents cannot read the inbox (403), nor see others’ reports among their own', async () => {
    expect((await call('GET', '/api/moderation/requests', bob)).statusCode).toBe(403);
    const mine = (await call('GET', '/api/moderation/requests/mine?limit=50', bob)).json() as ModerationRequestsPage;
    expect(mine.requests.length).toBeGreaterThan(0);
    expect(mine.requests.every((r: ModerationRequest) => r.author?.id === bob.id)).toBe(true);
  });

  it('an answer to a visitor goes out by e-mail, with no conversation', async () => {
    const sent = await asVisitor({
      page: '/aide',
      description: 'Le texte déborde à 200 %',
      email: 'reponse@example.org',
    });
    const id = (sent.json() as ModerationRequest).id;
    const res = await call('POST', `/api/moderation/requests/${id}/answer`, moderator, {
      answer: 'Merci, c’est corrigé.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json() as AnsweredModerationRequest;
    expect(answered).toMatchObject({ conversationId: null, request: { status: 'answered' } });
    const mails = await mailsFor(t.dataDir, 'reponse@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Merci, c’est corrigé.');
    expect(mails[0]!.text).toContain('Le texte déborde à 200 %');
  });
});
