import type { ConversationList, ConversationSummary, Message, MessagesPage, ReadReceipt } from '@portmarin/shared';
import { GROUP_MAX_PARTICIPANTS } from '@portmarin/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { caller, isEvent, openLive, type LiveClient } from '../../../test/realtime-client.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';

let t: TestApp;
let baseUrl: string;
let call: ReturnType<typeof caller>;
let anne: QuickResident;
let paul: QuickResident;
let zoe: QuickResident;
const live: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [anne, paul, zoe] = (await quickResidents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(live.splice(0).map((c) => c.close()));
});
afterAll(async () => t?.close());

async function connect(r: QuickResident): Promise<LiveClient> {
  const client = await openLive(t.app, baseUrl, r.cookie, r.id);
  live.push(client);
  return client;
}

async function setSettings(r: QuickResident, change: object): Promise<void> {
  const res = await call('PATCH', '/api/settings', r.cookie, change);
  expect(res.statusCode).toBe(200);
}

async function rename(r: QuickResident, name: string): Promise<void> {
  await t.app.pool.query('update "user" set name = $2 where id = $1', [r.id, name]);
}

async function start(by: QuickResident, others: QuickResident[], title?: string): Promise<ConversationSummary> {
  const res = await call('POST', '/api/conversations', by.cookie, {
    participantIds: others.map((o) => o.id),
    ...(title ? { title } : {}),
  });
  expect([200, 201]).toContain(res.statusCode);
  return (res.json() as { conversation: ConversationSummary }).conversation;
}

async function send(by: QuickResident, conversationId: string, content: string): Promise<Message> {
  const res = await call('POST', `/api/conversations/${conversationId}/messages`, by.cookie, {
    content,
    clientId: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}

async function list(r: QuickResident, q?: string): Promise<ConversationSummary[]> {
  const res = await call('GET', `/api/conversations${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, r.cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as ConversationList).conversations;
}

async function unreadCount(r: QuickResident): Promise<number> {
  const res = await call('GET', '/api/messages/unread', r.cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { conversations: number }).conversations;
}

async function messageCount(conversationId: string): Promise<number> {
  const { rows } = await t.app.pool.query<{ n: number }>(
    'select count(*)::int as n from messages where conversation_id = $1',
    [conversationId],
  );
  return rows[0]!.n;
}

describe('access', () => {
  it('answers 401 to visitors on every route', async () => {
    const id = randomUUID();
    const attempts = [
      call('GET', '/api/conversations'),
      call('POST', '/api/conversations', undefined, { participantIds: [paul.id] }),
      call('GET', `/api/conversations/${id}`),
      call('GET', `/api/conversations/${id}/messages`),
      call('POST', `/api/conversations/${id}/messages`, undefined, { content: 'Bonjour', clientId: randomUUID() }),
      call('POST', `/api/conversations/${id}/read`),
      call('GET', '/api/messages/unread'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers a third resident exactly as for an unknown conversation, and stores nothing', async () => {
    const conversation = await start(anne, [paul]);
    await send(anne, conversation.id, 'Entre nous deux');
    const unknown = randomUUID();
    for (const id of [conversation.id, unknown]) {
      const answers = await Promise.all([
        call('GET', `/api/conversations/${id}`, zoe.cookie),
        call('GET', `/api/conversations/${id}/messages`, zoe.cookie),
        call('POST', `/api/conversations/${id}/messages`, zoe.cookie, { content: 'Coucou', clientId: randomUUID() }),
        call('POST', `/api/conversations/${id}/read`, zoe.cookie),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'CONVERSATION_NOT_FOUND', message: 'Conversation non trouvée' } });
      }
    }
    expect(await messageCount(conversation.id)).toBe(1);
    expect((await list(zoe)).map((c) => c.id)).not.toContain(conversation.id);
  });

  it('lets participants read the conversation', async () => {
    const conversation = await start(anne, [paul]);
    const res = await call('GET', `/api/conversations/${conversation.id}`, paul.cookie);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ConversationSummary).members.map((m) => m.id)).toEqual([anne.id]);
  });
});

describe('starting a conversation', () => {
  it('keeps one thread per pair, whoever starts it and however many times', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const first = await call('POST', '/api/conversations', a!.cookie, { participantIds: [b!.id] });
    expect(first.statusCode).toBe(201);
    const id = (first.json() as { conversation: ConversationSummary }).conversation.id;
    const again = await call('POST', '/api/conversations', a!.cookie, { participantIds: [b!.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(id);
    const reverse = await call('POST', '/api/conversations', b!.cookie, { participantIds: [a!.id] });
    expect(reverse.json().conversation.id).toBe(id);
  });

  it('creates a concurrent pair thread once', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? call('POST', '/api/conversations', a!.cookie, { participantIds: [b!.id] })
          : call('POST', '/api/conversations', b!.cookie, { participantIds: [a!.id] }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().conversation.id)).size).toBe(1);
    const { rows } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from conversations where direct_key = $1',
      [[a!.id, b!.id].sort().join(':')],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('creates a named group with everyone in it', async () => {
    const group = await start(anne, [paul, zoe], 'Voisins du quai');
    expect(group).toMatchObject({ isGroup: true, title: 'Voisins du quai', image: null, unread: 0 });
    expect(group.members.map((m) => m.id).sort()).toEqual([paul.id, zoe.id].sort());
    expect((await list(zoe)).map((c) => c.id)).toContain(group.id);
  });

  it('refuses self, unknown residents, a nameless group and duplicates', async () => {
    const self = await call('POST', '/api/conversations', anne.cookie, { participantIds: [anne.id] });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('CANNOT_MESSAGE_SELF');
    const unknown = await call('POST', '/api/conversations', anne.cookie, { participantIds: ['personne'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('RECIPIENT_NOT_FOUND');
    const nameless = await call('POST', '/api/conversations', anne.cookie, { participantIds: [paul.id, zoe.id] });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.message).toBe('Donnez un nom au groupe.');
    const twice = await call('POST', '/api/conversations', anne.cookie, { participantIds: [paul.id, paul.id] });
    expect(twice.statusCode).toBe(400);
  });

  it('lets residents message someone whose profile is hidden', async () => {
    const [a, hidden] = await quickResidents(t.app, 2);
    await setSettings(hidden!, { privacy: { profileVisible: false } });
    const res = await call('POST', '/api/conversations', a!.cookie, { participantIds: [hidden!.id] });
    expect(res.statusCode).toBe(201);
  });
});

describe('sending', () => {
  it('stores a message once per clientId: a retry answers the same row with 200', async () => {
    const conversation = await start(anne, [paul]);
    const before = await messageCount(conversation.id);
    const body = { content: '  Rendez-vous au port à 18 h  ', clientId: randomUUID() };
    const first = await call('POST', `/api/conversations/${conversation.id}/messages`, anne.cookie, body);
    expect(first.statusCode).toBe(201);
    const message = first.json() as Message;
    expect(message).toMatchObject({
      conversationId: conversation.id,
      senderId: anne.id,
      content: 'Rendez-vous au port à 18 h',
      clientId: body.clientId,
    });
    const retry = await call('POST', `/api/conversations/${conversation.id}/messages`, anne.cookie, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(message);
    expect(await messageCount(conversation.id)).toBe(before + 1);
  });

  it('refuses a blank or too long message with a French 400 and stores nothing', async () => {
    const conversation = await start(anne, [paul]);
    const before = await messageCount(conversation.id);
    const blank = await call('POST', `/api/conversations/${conversation.id}/messages`, anne.cookie, {
      content: ' \n\t ',
      clientId: randomUUID(),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'Le message est vide.' });
    const long = await call('POST', `/api/conversations/${conversation.id}/messages`, anne.cookie, {
      content: 'a'.repeat(2001),
      clientId: randomUUID(),
    });
    expect(long.statusCode).toBe(400);
    expect(await messageCount(conversation.id)).toBe(before);
  });

  it('throttles a resident sending too fast with 429 RATE_LIMITED', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const conversation = await start(a!, [b!]);
    for (let i = 0; i < 30; i += 1) await send(a!, conversation.id, `Message ${i}`);
    const res = await call('POST', `/api/conversations/${conversation.id}/messages`, a!.cookie, {
      content: 'Un de trop',
      clientId: randomUUID(),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(await messageCount(conversation.id)).toBe(30);
  });

  it('pages messages newest page first, oldest to newest inside a page', async () => {
    const conversation = await start(anne, [zoe]);
    const sent: Message[] = [];
    for (const text of ['un', 'deux', 'trois', 'quatre', 'cinq']) sent.push(await send(anne, conversation.id, text));
    const url = `/api/conversations/${conversation.id}/messages?limit=2`;
    const first = (await call('GET', url, zoe.cookie)).json() as MessagesPage;
    expect(first.messages.map((m) => m.content)).toEqual(['quatre', 'cinq']);
    const second = (await call('GET', `${url}&before=${first.nextCursor}`, zoe.cookie)).json() as MessagesPage;
    expect(second.messages.map((m) => m.content)).toEqual(['deux', 'trois']);
    const last = (await call('GET', `${url}&before=${second.nextCursor}`, zoe.cookie)).json() as MessagesPage;
    expect(last).toEqual({ messages: [sent[0]], nextCursor: null });
    const bad = await call('GET', `${url}&before=nimporte`, zoe.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('list and unread', () => {
  it('orders by newest activity, counts unread per conversation and clears them when read', async () => {
    const [me, b, c] = await quickResidents(t.app, 3);
    await rename(b!, 'Bernard Le Gall');
    await rename(c!, 'Claire Morvan');
    const withB = await start(me!, [b!]);
    const withC = await start(me!, [c!]);
    await send(b!, withB.id, 'Salut');
    await send(b!, withB.id, 'Tu es là ?');
    await send(c!, withC.id, 'Coucou');
    await send(me!, withC.id, 'Oui ?');

    let conversations = await list(me!);
    expect(conversations.map((x) => [x.title, x.unread, x.lastMessage?.content])).toEqual([
      ['Claire Morvan', 0, 'Oui ?'],
      ['Bernard Le Gall', 2, 'Tu es là ?'],
    ]);
    expect(await unreadCount(me!)).toBe(1);

    await send(b!, withB.id, 'Je passe demain');
    conversations = await list(me!);
    expect(conversations.map((x) => [x.id, x.unread])).toEqual([
      [withB.id, 3],
      [withC.id, 0],
    ]);

    const read = await call('POST', `/api/conversations/${withB.id}/read`, me!.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ conversationId: withB.id, userId: me!.id });
    expect((await list(me!)).every((x) => x.unread === 0)).toBe(true);
    expect(await unreadCount(me!)).toBe(0);
    // The others' view is their own: b has not read my reply in the other thread, c has unread.
    expect(await unreadCount(c!)).toBe(1);
  });

  it('never moves a read mark backwards', async () => {
    const conversation = await start(anne, [paul]);
    const first = (await call('POST', `/api/conversations/${conversation.id}/read`, paul.cookie)).json() as ReadReceipt;
    await t.app.pool.query(
      `update conversation_participants set last_read_at = now() + interval '1 hour'
       where conversation_id = $1 and user_id = $2`,
      [conversation.id, paul.id],
    );
    const second = (
      await call('POST', `/api/conversations/${conversation.id}/read`, paul.cookie)
    ).json() as ReadReceipt;
    expect(Date.parse(second.lastReadAt)).toBeGreaterThan(Date.parse(first.lastReadAt) + 59 * 60 * 1000);
  });

  it('filters by name or group title, ignoring case and accents', async () => {
    const [me, e, f] = await quickResidents(t.app, 3);
    await rename(e!, 'Élodie Guéguen');
    await rename(f!, 'Fañch Le Roux');
    const withE = await start(me!, [e!]);
    await send(me!, withE.id, 'Bonjour Élodie');
    const group = await start(me!, [e!, f!], 'Régates du Port');
    expect((await list(me!, 'ELODIE')).map((x) => x.id).sort()).toEqual([withE.id, group.id].sort());
    expect((await list(me!, 'gueguen')).map((x) => x.id).sort()).toEqual([withE.id, group.id].sort());
    expect((await list(me!, 'regates')).map((x) => x.id)).toEqual([group.id]);
    expect((await list(me!, 'fanch')).map((x) => x.id)).toEqual([group.id]);
    expect((await list(me!, f!.username.toUpperCase())).map((x) => x.id)).toEqual([group.id]);
    expect(await list(me!, 'Gwenaëlle')).toEqual([]);
    expect(await list(me!, '%')).toEqual([]);
  });

  it('names a one-to-one thread after the other resident: name, then username, then Utilisateur', async () => {
    const [me, other] = await quickResidents(t.app, 2);
    const conversation = await start(me!, [other!]);
    await rename(other!, '   ');
    expect((await call('GET', `/api/conversations/${conversation.id}`, me!.cookie)).json().title).toBe(other!.username);
    await t.app.pool.query('update "user" set username = null, display_username = null where id = $1', [other!.id]);
    expect((await call('GET', `/api/conversations/${conversation.id}`, me!.cookie)).json().title).toBe('Utilisateur');
  });
});

describe('privacy: read receipts and online status', () => {
  it('shows when a member read only if both have read receipts on', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const conversation = await start(a!, [b!]);
    await send(a!, conversation.id, 'Tu as vu ?');
    await call('POST', `/api/conversations/${conversation.id}/read`, b!.cookie);
    const memberSeenBy = async (viewer: QuickResident) =>
      ((await call('GET', `/api/conversations/${conversation.id}`, viewer.cookie)).json() as ConversationSummary)
        .members[0]!.lastReadAt;

    expect(await memberSeenBy(a!)).not.toBeNull();
    await setSettings(b!, { privacy: { readReceipts: false } });
    expect(await memberSeenBy(a!)).toBeNull();
    await setSettings(b!, { privacy: { readReceipts: true } });
    await setSettings(a!, { privacy: { readReceipts: false } });
    expect(await memberSeenBy(a!)).toBeNull();
    expect(await memberSeenBy(b!)).toBeNull();
  });

  it('publishes a read receipt live only between residents who both have receipts on', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const conversation = await start(a!, [b!]);
    await send(a!, conversation.id, 'Lu ?');
    const aLive = await connect(a!);
    const bLive = await connect(b!);

    await call('POST', `/api/conversations/${conversation.id}/read`, b!.cookie);
    const receipt = await aLive.waitFor(isEvent('message.read'));
    expect(receipt.receipt).toMatchObject({ conversationId: conversation.id, userId: b!.id });
    // The reader's other tabs clear their badge.
    await bLive.waitFor(isEvent('conversation.updated', (e) => e.conversationId === conversation.id));

    await setSettings(b!, { privacy: { readReceipts: false } });
    await send(a!, conversation.id, 'Et maintenant ?');
    aLive.events.length = 0;
    bLive.events.length = 0;
    await call('POST', `/api/conversations/${conversation.id}/read`, b!.cookie);
    await bLive.waitFor(isEvent('conversation.updated'));
    // Events are delivered in bus order: a later event for a proves the receipt was never sent.
    await send(b!, conversation.id, 'Vu');
    await aLive.waitFor(isEvent('message.new'));
    expect(aLive.events.some((e) => e.type === 'message.read')).toBe(false);
  });

  it('shows a member online only when connected and their onlineStatus is on', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const conversation = await start(a!, [b!]);
    const member = async () =>
      ((await call('GET', `/api/conversations/${conversation.id}`, a!.cookie)).json() as ConversationSummary)
        .members[0]!;

    expect((await member()).online).toBe(false);
    await connect(b!);
    // onlineStatus is off by default (spec section 9).
    expect((await member()).online).toBe(false);
    await setSettings(b!, { privacy: { onlineStatus: true } });
    expect((await member()).online).toBe(true);
    const summary = (await list(a!)).find((c) => c.id === conversation.id)!;
    expect(summary.online).toBe(true);
    await Promise.all(live.splice(0).map((c) => c.close()));
    expect((await member()).online).toBe(false);
  });

  it('tells conversation partners live when a connected resident turns onlineStatus on, then off', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    await start(a!, [b!]);
    const aLive = await connect(a!);
    await connect(b!);
    const presence = (online: boolean) => isEvent('presence', (e) => e.userId === b!.id && e.online === online);
    await setSettings(b!, { privacy: { onlineStatus: true } });
    await aLive.waitFor(presence(true));
    await setSettings(b!, { privacy: { onlineStatus: false } });
    await aLive.waitFor(presence(false));
  });
});

describe('live delivery', () => {
  it('delivers a new message to the other participants and to the sender’s own tabs', async () => {
    const [a, b, c] = await quickResidents(t.app, 3);
    const group = await start(a!, [b!, c!], 'Les copains');
    const [aLive, bLive, cLive] = await Promise.all([connect(a!), connect(b!), connect(c!)]);
    const message = await send(a!, group.id, 'Apéro ce soir ?');
    for (const client of [aLive, bLive, cLive]) {
      const event = await client.waitFor(isEvent('message.new'));
      expect(event.message).toEqual(message);
    }
  });

  it('notifies the others (messages switch on, not viewing) and pushes to those with no open connection', async () => {
    const [a, b, c, d] = await quickResidents(t.app, 4);
    const group = await start(a!, [b!, c!, d!], 'Quai des brumes');
    // b: switch on, not connected. c: switch on, viewing the conversation. d: switch off (default).
    await setSettings(b!, { notifications: { messages: true } });
    await setSettings(c!, { notifications: { messages: true } });
    const cLive = await connect(c!);
    await cLive.view(group.id);
    const push = vi.spyOn(t.app.push, 'sendToUsers');

    await send(a!, group.id, 'La marée monte vite ce soir, attention aux voitures sur la cale.');

    const { rows } = await t.app.pool.query<{ user_id: string; type: string; link: string; content: string }>(
      'select user_id, type, link, content from notifications where conversation_id = $1',
      [group.id],
    );
    expect(rows).toEqual([
      {
        user_id: b!.id,
        type: 'message',
        link: `/conversation/${group.id}`,
        content: 'La marée monte vite ce soir, attention aux voitures sur la cale.',
      },
    ]);
    // Push goes to every resident with no open connection, whatever the in-app switch says.
    expect(push).toHaveBeenCalledTimes(1);
    expect([...push.mock.calls[0]![0]].sort()).toEqual([b!.id, d!.id].sort());
    expect(push.mock.calls[0]![1]).toEqual({
      title: 'Voisin ' + a!.username.replace('voisin_', ''),
      body: 'La marée monte vite ce soir, attention aux voitures sur la cale.',
      url: `/conversation/${group.id}`,
      tag: group.id,
    });
  });

  it('tells a full group in the same few queries as a pair: one for all the notifications', async () => {
    const [a, ...others] = await quickResidents(t.app, GROUP_MAX_PARTICIPANTS);
    const group = await start(a!, others, 'Tout le quai');
    await t.app.pool.query(
      `insert into user_settings (user_id, notify_messages) select id, true from unnest($1::text[]) as id
       on conflict (user_id) do update set notify_messages = true`,
      [others.map((o) => o.id)],
    );
    const queries = vi.spyOn(t.app.pool, 'query');

    await send(a!, group.id, 'Le feu d’artifice est avancé à 22 h.');

    const { rows } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from notifications where conversation_id = $1',
      [group.id],
    );
    expect(rows[0]!.n).toBe(others.length);
    // Before, each member cost a query to see who looks, an insert and a NOTIFY: ~150 here.
    expect(queries.mock.calls.length).toBeLessThan(20);
  });

  it('reading the conversation marks its message notifications read and clears the bell live', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const pair = await start(a!, [b!]);
    await setSettings(b!, { notifications: { messages: true } });
    await send(a!, pair.id, 'Le ferry de 18 h est annulé.');
    const unreadBell = async () =>
      (await call('GET', '/api/notifications/unread-count', b!.cookie)).json<{ count: number }>().count;
    expect(await unreadBell()).toBe(1);

    const bLive = await connect(b!);
    const read = await call('POST', `/api/conversations/${pair.id}/read`, b!.cookie);
    expect(read.statusCode).toBe(200);
    expect(await unreadBell()).toBe(0);
    await bLive.waitFor(isEvent('notifications.read'));
  });

  it('does not deliver anything again for a retried send', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const conversation = await start(a!, [b!]);
    const bLive = await connect(b!);
    const body = { content: 'Une seule fois', clientId: randomUUID() };
    await call('POST', `/api/conversations/${conversation.id}/messages`, a!.cookie, body);
    await bLive.waitFor(isEvent('message.new'));
    await call('POST', `/api/conversations/${conversation.id}/messages`, a!.cookie, body);
    await send(a!, conversation.id, 'Suivant');
    await bLive.waitFor(isEvent('message.new', (e) => e.message.content === 'Suivant'));
    expect(bLive.events.filter((e) => e.type === 'message.new')).toHaveLength(2);
  });
});

describe('account data', () => {
  it('exports the resident’s messages, conversations, notifications and devices without keys', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    await setSettings(a!, { notifications: { messages: true } });
    const conversation = await start(a!, [b!]);
    await send(a!, conversation.id, 'De moi');
    await send(b!, conversation.id, 'De toi');
    await t.app.pool.query(
      `insert into push_subscriptions (user_id, kind, endpoint, p256dh, auth)
       values ($1, 'web', 'https://push.example.net/abc123', 'cle-publique', 'secret-auth')`,
      [a!.id],
    );
    const res = await call('GET', '/api/account/export', a!.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.messages).toEqual([expect.objectContaining({ conversationId: conversation.id, content: 'De moi' })]);
    expect(data.conversations).toEqual([expect.objectContaining({ id: conversation.id, isGroup: false })]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ type: 'message', content: 'De toi', link: `/conversation/${conversation.id}` }),
    ]);
    expect(data.pushSubscriptions).toEqual([expect.objectContaining({ kind: 'web', service: 'push.example.net' })]);
    expect(res.body).not.toContain('secret-auth');
    expect(res.body).not.toContain('cle-publique');
    expect(res.body).not.toContain('abc123');
  });

  it('erases the resident’s messages with the account; the other keeps the thread', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const conversation = await start(a!, [b!]);
    await send(a!, conversation.id, 'Bientôt parti');
    await send(b!, conversation.id, 'Dommage');
    const res = await call('DELETE', '/api/account', a!.cookie, { confirmEmail: `${a!.username}@example.fr` });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from messages where sender_id = $1',
      [a!.id],
    );
    expect(rows[0]!.n).toBe(0);
    const [summary] = await list(b!);
    expect(summary).toMatchObject({ id: conversation.id, title: 'Compte supprimé', image: null, members: [] });
    expect(summary!.lastMessage?.content).toBe('Dommage');
  });
});

describe('a correspondent who deleted their account', () => {
  async function deleteAccount(r: QuickResident): Promise<void> {
    const res = await call('DELETE', '/api/account', r.cookie, { confirmEmail: `${r.username}@example.fr` });
    expect(res.statusCode).toBe(200);
  }

  it('leaves the other a closed thread: “Compte supprimé”, their own messages, no new message', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    await rename(a!, 'Gaëlle Morvan');
    const conversation = await start(a!, [b!]);
    await send(a!, conversation.id, 'Je quitte Port-Marin');
    await send(b!, conversation.id, 'Bon vent !');
    await deleteAccount(a!);

    const one = await call('GET', `/api/conversations/${conversation.id}`, b!.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ title: 'Compte supprimé', image: null, online: false, members: [] });
    const page = (
      await call('GET', `/api/conversations/${conversation.id}/messages`, b!.cookie)
    ).json() as MessagesPage;
    expect(page.messages.map((m) => m.content)).toEqual(['Bon vent !']);

    const refused = await call('POST', `/api/conversations/${conversation.id}/messages`, b!.cookie, {
      content: 'Tu es là ?',
      clientId: randomUUID(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'CONVERSATION_CLOSED',
        message: 'Votre correspondant a supprimé son compte : vous ne pouvez plus lui écrire.',
      },
    });
    const { rows } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from messages where conversation_id = $1',
      [conversation.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps a group going for those who stay', async () => {
    const [a, b, c] = await quickResidents(t.app, 3);
    const group = await start(a!, [b!, c!], 'Les voisins du port');
    await send(a!, group.id, 'Je pars');
    await deleteAccount(a!);
    const summary = (await call('GET', `/api/conversations/${group.id}`, b!.cookie)).json() as ConversationSummary;
    expect(summary).toMatchObject({ title: 'Les voisins du port', members: [expect.objectContaining({ id: c!.id })] });
    await send(b!, group.id, 'On reste à deux');
  });

  it('erases a conversation when its last participant deletes their account', async () => {
    const [a, b] = await quickResidents(t.app, 2);
    const conversation = await start(a!, [b!]);
    await send(b!, conversation.id, 'Dernier message');
    await deleteAccount(a!);
    await deleteAccount(b!);
    const { rows } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from conversations where id = $1',
      [conversation.id],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
