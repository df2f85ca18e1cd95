import type {
  AnsweredModerationRequest,
  ConversationList,
  MessagesPage,
  ModerationRequest,
  ModerationRequestsPage,
} from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { canReadInbox, inboxRecipients } from './moderation-requests.policy.ts';

let t: TestApp;
let alice: QuickResident;
let bob: QuickResident;
let moderator: QuickResident;
let admin: QuickResident;
let spammer: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob, moderator, admin, spammer] = (await quickResidents(t.app, 5)) as [
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

const call = caller(() => t);

async function send(who: QuickResident, recipient: string, message: string): Promise<ModerationRequest> {
  const res = await call('POST', '/api/moderation/requests', who, { recipient, message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ModerationRequest;
}

const inbox = async (who: QuickResident) => {
  const res = await call('GET', '/api/moderation/requests?limit=50', who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ModerationRequestsPage).requests;
};

describe('policy', () => {
  it('gives moderators their own requests and admins every one', () => {
    expect(canReadInbox({ role: 'user' })).toBe(false);
    expect(inboxRecipients({ role: 'user' })).toEqual([]);
    expect(inboxRecipients({ role: 'moderator' })).toEqual(['moderator']);
    expect(inboxRecipients({ role: 'admin' })).toEqual(['admin', 'moderator', 'team']);
  });
});

describe('sending a request', () => {
  it('stores it, open, trimmed, with its author', async () => {
    const request = await send(alice, 'moderator', '  Un voisin publie des insultes  ');
    expect(request).toMatchObject({
      recipient: 'moderator',
      message: 'Un voisin publie des insultes',
      status: 'open',
      answer: null,
      answeredBy: null,
      author: { id: alice.id },
    });
    const mine = (await call('GET', '/api/moderation/requests/mine', alice)).json() as ModerationRequestsPage;
    expect(mine.requests.map((r) => r.id)).toContain(request.id);
  });

  it('needs a signed-in resident (401)', async () => {
    const res = await call('POST', '/api/moderation/requests', undefined, { recipient: 'admin', message: 'Bonjour' });
    expect(res.statusCode).toBe(401);
    expect((await call('GET', '/api/moderation/requests/mine')).statusCode).toBe(401);
  });

  it.each([
    ['a blank message', { recipient: 'admin', message: '   ' }],
    ['no message', { recipient: 'admin' }],
    ['an unknown recipient', { recipient: 'maire', message: 'Bonjour' }],
    ['a number as message', { recipient: 'team', message: 42 }],
    ['a huge message', { recipient: 'team', message: 'x'.repeat(2001) }],
    ['a control character', { recipient: 'team', message: 'Bon\u0000jour' }],
    ['an unknown field', { recipient: 'team', message: 'Bonjour', status: 'answered' }],
    ['an array', [1, 2]],
  ])('refuses %s (400)', async (_, body) => {
    const res = await call('POST', '/api/moderation/requests', bob, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('is throttled past 10 requests an hour (429 in French)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await call('POST', '/api/moderation/requests', spammer, { recipient: 'team', message: `n°${i}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const last = await call('POST', '/api/moderation/requests', spammer, { recipient: 'team', message: 'encore' });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toMatch(/24h/);
  });

  it('stays open to a suspended resident, who may need to ask about it', async () => {
    await t.app.pool.query(`update "user" set suspended_until = now() + interval '1 day' where id = $1`, [bob.id]);
    await send(bob, 'moderator', 'Pourquoi suis-je suspendu ?');
    await t.app.pool.query(`update "user" set suspended_until = null where id = $1`, [bob.id]);
  });
});

describe('the inbox', () => {
  it('is refused to residents (403) and visitors (401)', async () => {
    const res = await call('GET', '/api/moderation/requests', alice);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'MODERATORS_ONLY' } });
    expect((await call('GET', '/api/moderation/requests')).statusCode).toBe(401);
  });

  it("shows moderators the moderators' open requests, admins all of them", async () => {
    const toModerators = await send(alice, 'moderator', 'Contenu choquant dans un groupe');
    const toAdmin = await send(alice, 'admin', 'Mon compte a été piraté');
    const toTeam = await send(alice, 'team', 'Une idée de partenariat');
    const forModerator = (await inbox(moderator)).map((r) => r.id);
    expect(forModerator).toContain(toModerators.id);
    expect(forModerator).not.toContain(toAdmin.id);
    expect(forModerator).not.toContain(toTeam.id);
    const forAdmin = (await inbox(admin)).map((r) => r.id);
    expect(forAdmin).toEqual(expect.arrayContaining([toModerators.id, toAdmin.id, toTeam.id]));
  });

  it('pages with a cursor and refuses a forged one (400)', async () => {
    const first = (await call('GET', '/api/moderation/requests?limit=1', admin)).json() as ModerationRequestsPage;
    expect(first.requests).toHaveLength(1);
    expect(first.nextCursor).toBeTruthy();
    const next = (
      await call('GET', `/api/moderation/requests?limit=1&cursor=${first.nextCursor}`, admin)
    ).json() as ModerationRequestsPage;
    expect(next.requests[0]!.id).not.toBe(first.requests[0]!.id);
    expect((await call('GET', '/api/moderation/requests?cursor=nimporte', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/moderation/requests?limit=5000', admin)).statusCode).toBe(400);
  });
});

describe('answering', () => {
  it('stores the answer, logs it and sends it to the resident as a direct message with its notification', async () => {
    // The resident's messages switch decides on the bell, as for any message.
    expect((await call('PATCH', '/api/settings', alice, { notifications: { messages: true } })).statusCode).toBe(200);
    const request = await send(alice, 'moderator', 'Quelqu’un usurpe mon identité');
    const res = await call('POST', `/api/moderation/requests/${request.id}/answer`, moderator, {
      answer: '  Nous avons masqué le profil en cause.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json() as AnsweredModerationRequest;
    expect(answered.request).toMatchObject({
      status: 'answered',
      answer: 'Nous avons masqué le profil en cause.',
      answeredBy: { id: moderator.id },
    });
    expect(answered.request.answeredAt).toBeTruthy();

    // The resident finds it in their conversations, from the moderator.
    const list = (await call('GET', '/api/conversations', alice)).json() as ConversationList;
    const thread = list.conversations.find((c) => c.id === answered.conversationId)!;
    expect(thread.members.map((m) => m.id)).toEqual([moderator.id]);
    expect(thread.unread).toBe(1);
    const page = (await call('GET', `/api/conversations/${thread.id}/messages`, alice)).json() as MessagesPage;
    expect(page.messages.at(-1)).toMatchObject({ senderId: moderator.id });
    expect(page.messages.at(-1)!.content).toContain('Nous avons masqué le profil en cause.');
    expect(page.messages.at(-1)!.content).toContain('Quelqu’un usurpe mon identité');

    const { rows: notes } = await t.app.pool.query(
      `select type, actor_id, link from notifications where user_id = $1 and conversation_id = $2`,
      [alice.id, thread.id],
    );
    expect(notes).toEqual([{ type: 'message', actor_id: moderator.id, link: `/conversation/${thread.id}` }]);

    const { rows: log } = await t.app.pool.query(
      `select moderator_id, action, target_type, target_user_id from moderation_log where target_id = $1`,
      [request.id],
    );
    expect(log).toEqual([
      {
        moderator_id: moderator.id,
        action: 'request.answer',
        target_type: 'moderation_request',
        target_user_id: alice.id,
      },
    ]);

    // Gone from the inbox, answered in the resident's list.
    expect((await inbox(moderator)).map((r) => r.id)).not.toContain(request.id);
    const mine = (await call('GET', '/api/moderation/requests/mine', alice)).json() as ModerationRequestsPage;
    expect(mine.requests.find((r) => r.id === request.id)).toMatchObject({ status: 'answered' });
  });

  it('reuses the one-to-one thread for a second answer', async () => {
    const one = await send(bob, 'moderator', 'Première question');
    const two = await send(bob, 'moderator', 'Deuxième question');
    const a = (
      await call('POST', `/api/moderation/requests/${one.id}/answer`, moderator, { answer: 'Réponse 1' })
    ).json() as AnsweredModerationRequest;
    const b = (
      await call('POST', `/api/moderation/requests/${two.id}/answer`, moderator, { answer: 'Réponse 2' })
    ).json() as AnsweredModerationRequest;
    expect(b.conversationId).toBe(a.conversationId);
  });

  it('refuses a second answer (409), even two at once', async () => {
    const request = await send(alice, 'team', 'Suggestion de partenariat avec la mairie');
    const [first, second] = await Promise.all([
      call('POST', `/api/moderation/requests/${request.id}/answer`, admin, {
        answer: 'Merci, nous vous recontactons.',
      }),
      call('POST', `/api/moderation/requests/${request.id}/answer`, admin, { answer: 'Bien reçu.' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const again = await call('POST', `/api/moderation/requests/${request.id}/answer`, admin, { answer: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'MODERATION_REQUEST_ANSWERED' } });
    const { rows } = await t.app.pool.query(`select count(*)::int as n from moderation_log where target_id = $1`, [
      request.id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it("refuses residents (403), and moderators the admins' requests (404)", async () => {
    const toAdmin = await send(alice, 'admin', 'Faille de sécurité');
    const byResident = await call('POST', `/api/moderation/requests/${toAdmin.id}/answer`, bob, { answer: 'Non' });
    expect(byResident.statusCode).toBe(403);
    const byModerator = await call('POST', `/api/moderation/requests/${toAdmin.id}/answer`, moderator, {
      answer: 'Non',
    });
    expect(byModerator.statusCode).toBe(404);
    expect(byModerator.json()).toMatchObject({ error: { code: 'MODERATION_REQUEST_NOT_FOUND' } });
    const { rows } = await t.app.pool.query(`select status from moderation_requests where id = $1`, [toAdmin.id]);
    expect(rows[0].status).toBe('open');
  });

  it('answers 404 for an unknown request and 400 for odd ids or bodies', async () => {
    const unknown = await call(
      'POST',
      '/api/moderation/requests/00000000-0000-4000-8000-000000000000/answer',
      moderator,
      { answer: 'Bonjour' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('POST', '/api/moderation/requests/abc/answer', moderator, { answer: 'Bonjour' })).statusCode,
    ).toBe(400);
    const request = await send(alice, 'moderator', 'Question');
    for (const body of [{ answer: '  ' }, { answer: 'x'.repeat(1801) }, { answer: 3 }, {}]) {
      const res = await call('POST', `/api/moderation/requests/${request.id}/answer`, moderator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a moderator answering their own request (400)', async () => {
    const own = await send(moderator, 'moderator', 'Test de la boîte');
    const res = await call('POST', `/api/moderation/requests/${own.id}/answer`, moderator, { answer: 'Moi-même' });
    expect(res.statusCode).toBe(400);
  });
});
