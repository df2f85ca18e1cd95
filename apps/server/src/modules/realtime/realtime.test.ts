import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, signIn, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { CLOSE_SESSION_ENDED } from '@portmarin/shared';
import type { PgRealtimeHub } from '../../plugins/realtime-hub.ts';
import { longMessage, openSocket, realtimeUrl, until, type TestSocket } from '../../../test/realtime-client.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = realtimeUrl(t.app);
});
afterAll(async () => t?.close());

function connect(cookie: string): Promise<TestSocket> {
  return openSocket(url, { cookie, origin: t.env.PUBLIC_URL });
}

function refusal(headers: Record<string, string>): Promise<number> {
  return openSocket(url, headers).then(
    () => 0,
    (error: { status?: number }) => error.status ?? -1,
  );
}

const updated = (conversationId: string) => ({ type: 'conversation.updated' as const, conversationId });
const isUpdate = (conversationId: string) => (e: Record<string, unknown>) =>
  e.type === 'conversation.updated' && e.conversationId === conversationId;

async function connectedRows(userId: string): Promise<number> {
  const { rows } = await t.app.pool.query('select 1 from realtime_sockets where user_id = $1', [userId]);
  return rows.length;
}

describe('handshake', () => {
  let anne: VerifiedUser;
  beforeAll(async () => {
    anne = await make.resident(t.app);
  });

  it('refuses a visitor with 401 and no upgrade', async () => {
    expect(await refusal({ origin: t.env.PUBLIC_URL })).toBe(401);
    expect(await refusal({ origin: t.env.PUBLIC_URL, cookie: 'portmarin.session_token=forged.sig' })).toBe(401);
  });

  it('refuses a session cookie from a foreign or missing Origin with 403', async () => {
    expect(await refusal({ cookie: anne.cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await refusal({ cookie: anne.cookie })).toBe(403);
  });

  it('answers a plain GET (no upgrade) without opening anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/realtime' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('accepts the session cookie from the app origin and answers ping with pong', async () => {
    const socket = await connect(anne.cookie);
    socket.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.next((e) => e.type === 'pong')).toEqual({ type: 'pong' });
    socket.ws.close();
    await socket.closed;
  });
});

describe('frames', () => {
  let anne: VerifiedUser;
  beforeAll(async () => {
    anne = await make.resident(t.app);
  });

  it('closes with 1009 on a frame over 64 KB', async () => {
    const socket = await connect(anne.cookie);
    socket.ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(70 * 1024) }));
    expect(await socket.closed).toBe(1009);
  });

  it.each([
    ['not JSON', 'bonjour'],
    ['an unknown type', JSON.stringify({ type: 'hello' })],
    ['a bad conversation id', JSON.stringify({ type: 'viewing', conversationId: 'abc' })],
  ])('closes with 1008 on %s', async (_label, frame) => {
    const socket = await connect(anne.cookie);
    socket.ws.send(frame);
    expect(await socket.closed).toBe(1008);
  });

  it('closes with 1008 on a binary frame', async () => {
    const socket = await connect(anne.cookie);
    socket.ws.send(Buffer.from(JSON.stringify({ type: 'ping' })), { binary: true });
    expect(await socket.closed).toBe(1008);
  });
});

describe('publish', () => {
  it("reaches every tab of the resident and nobody else's", async () => {
    const anne = await make.resident(t.app);
    const bob = await make.resident(t.app);
    const [tab1, tab2, other] = await Promise.all([connect(anne.cookie), connect(anne.cookie), connect(bob.cookie)]);
    const first = randomUUID();
    await t.app.realtime.publish([anne.user.id], updated(first));
    await Promise.all([tab1.next(isUpdate(first)), tab2.next(isUpdate(first))]);
    // Bob's next event is his own: the one for Anne never reached him (the bus keeps the order).
    const second = randomUUID();
    await t.app.realtime.publish([bob.user.id], updated(second));
    await other.next(isUpdate(second));
    expect(other.events).toEqual([updated(second)]);
    expect(tab1.events).toEqual([updated(first)]);
    for (const s of [tab1, tab2, other]) s.ws.close();
  });

  it('delivers an event too big for a NOTIFY in full to the publishing instance', async () => {
    const anne = await make.resident(t.app);
    const socket = await connect(anne.cookie);
    const message = longMessage(anne.user.id);
    await t.app.realtime.publish([anne.user.id], { type: 'message.new', message });
    expect(await socket.next(() => true)).toEqual({ type: 'message.new', message });
    socket.ws.close();
  });
});

describe('connectedUsers and viewingUsers', () => {
  it('follow the open sockets and the conversation each screen shows', async () => {
    const anne = await make.resident(t.app);
    const bob = await make.resident(t.app);
    const hub = t.app.realtime;
    const conversationId = randomUUID();
    expect(await hub.connectedUsers([anne.user.id, bob.user.id])).toEqual(new Set());

    const socket = await connect(anne.cookie);
    await until(async () => (await hub.connectedUsers([anne.user.id, bob.user.id])).has(anne.user.id));
    expect(await hub.connectedUsers([anne.user.id, bob.user.id])).toEqual(new Set([anne.user.id]));
    expect(await hub.viewingUsers(conversationId, [anne.user.id])).toEqual(new Set());

    socket.ws.send(JSON.stringify({ type: 'viewing', conversationId }));
    await until(async () => (await hub.viewingUsers(conversationId, [anne.user.id, bob.user.id])).size === 1);
    expect(await hub.viewingUsers(randomUUID(), [anne.user.id])).toEqual(new Set());

    socket.ws.send(JSON.stringify({ type: 'viewing', conversationId: null }));
    await until(async () => (await hub.viewingUsers(conversationId, [anne.user.id])).size === 0);

    socket.ws.close();
    await until(async () => (await connectedRows(anne.user.id)) === 0);
    expect(await hub.connectedUsers([anne.user.id])).toEqual(new Set());
  });

  it('ignores rows of a dead instance (not seen for a minute)', async () => {
    const anne = await make.resident(t.app);
    await make.socketOfDeadInstance(t.app, anne);
    expect(await t.app.realtime.connectedUsers([anne.user.id])).toEqual(new Set());
  });
});

describe('presence', () => {
  it("is announced to conversation partners only when the resident's onlineStatus is on", async () => {
    const anne = await make.resident(t.app);
    const bob = await make.resident(t.app);
    const stranger = await make.resident(t.app);
    await make.conversation(t.app, anne, [bob]);
    const bobSocket = await connect(bob.cookie);
    const strangerSocket = await connect(stranger.cookie);
    const isAnne = (e: Record<string, unknown>) => e.type === 'presence' && e.userId === anne.user.id;

    // onlineStatus is off by default: coming and going says nothing.
    const hidden = await connect(anne.cookie);
    await until(async () => (await connectedRows(anne.user.id)) === 1);
    hidden.ws.close();
    await until(async () => (await connectedRows(anne.user.id)) === 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(bobSocket.events.filter(isAnne as (e: unknown) => boolean)).toEqual([]);

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: anne.cookie, origin: t.env.PUBLIC_URL },
      payload: { privacy: { onlineStatus: true } },
    });
    expect(res.statusCode).toBe(200);

    const visible = await connect(anne.cookie);
    expect(await bobSocket.next(isAnne)).toEqual({ type: 'presence', userId: anne.user.id, online: true });
    // A second tab is not a new arrival.
    const secondTab = await connect(anne.cookie);
    secondTab.ws.close();
    visible.ws.close();
    await bobSocket.next((e) => isAnne(e) && e.online === false);
    expect(bobSocket.events.filter(isAnne as (e: unknown) => boolean)).toEqual([
      { type: 'presence', userId: anne.user.id, online: true },
      { type: 'presence', userId: anne.user.id, online: false },
    ]);
    expect(strangerSocket.events).toEqual([]);
    bobSocket.ws.close();
    strangerSocket.ws.close();
  });
});

describe('session end', () => {
  it('sign-out closes the sockets of that session (4401) and not those of another device', async () => {
    const anne = await make.resident(t.app);
    const otherDevice = await signIn(t.app, anne.email, anne.password);
    const here = await connect(anne.cookie);
    const there = await connect(otherDevice);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: anne.cookie, origin: t.env.PUBLIC_URL },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await here.closed).toBe(CLOSE_SESSION_ENDED);
    // The other device still receives events.
    const id = randomUUID();
    await t.app.realtime.publish([anne.user.id], updated(id));
    await there.next(isUpdate(id));
    expect(there.ws.readyState).toBe(there.ws.OPEN);
    there.ws.close();
  });

  it('account deletion closes every socket of the resident (4401)', async () => {
    const anne = await make.resident(t.app);
    const otherDevice = await signIn(t.app, anne.email, anne.password);
    const sockets = await Promise.all([connect(anne.cookie), connect(otherDevice)]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: anne.cookie, origin: t.env.PUBLIC_URL },
      payload: { confirmEmail: anne.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([CLOSE_SESSION_ENDED, CLOSE_SESSION_ENDED]);
  });

  it('the periodic check closes sockets whose session ended elsewhere (expiry, revocation)', async () => {
    const anne = await make.resident(t.app);
    const socket = await connect(anne.cookie);
    await make.sessionsEndedElsewhere(t.app, anne);
    // The 30 s timer calls this; called directly so the test does not wait.
    await (t.app.realtime as PgRealtimeHub)['checkSessions']();
    expect(await socket.closed).toBe(CLOSE_SESSION_ENDED);
  });
});
