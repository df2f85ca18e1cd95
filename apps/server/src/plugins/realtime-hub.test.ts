import { CLOSE_SESSION_ENDED, type RealtimeEvent } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import * as ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, createVerifiedUser, type TestApp } from '../../test/helpers.ts';
import { longMessage, openSocket, realtimeUrl } from '../../test/realtime-client.ts';
import { NOTIFY_MAX_BYTES } from './realtime-bus.ts';
import { busPayloads, textFrame, type PgRealtimeHub } from './realtime-hub.ts';

let t: TestApp;
/** A second instance on the same database and with the same secrets, as behind a load balancer. */
let second: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  second = await buildApp({ env: t.env, databaseUrl: t.databaseUrl, logger: false });
  await Promise.all([t.app.listen({ port: 0, host: '127.0.0.1' }), second.listen({ port: 0, host: '127.0.0.1' })]);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const updated = (conversationId: string): RealtimeEvent => ({ type: 'conversation.updated', conversationId });

describe('two instances on one database', () => {
  it("deliver each other's events, and know who is connected where", async () => {
    const anne = await createVerifiedUser(t.app);
    const bob = await createVerifiedUser(t.app);
    const headers = (cookie: string) => ({ cookie, origin: t.env.PUBLIC_URL });
    const anneOnFirst = await openSocket(realtimeUrl(t.app), headers(anne.cookie));
    const bobOnSecond = await openSocket(realtimeUrl(second), headers(bob.cookie));
    const anneOnSecond = await openSocket(realtimeUrl(second), headers(anne.cookie));

    const toBob = randomUUID();
    await t.app.realtime.publish([bob.user.id], updated(toBob));
    expect(await bobOnSecond.next(() => true)).toEqual(updated(toBob));

    const toAnne = randomUUID();
    await second.realtime.publish([anne.user.id], updated(toAnne));
    expect(await anneOnFirst.next(() => true)).toEqual(updated(toAnne));
    expect(await anneOnSecond.next(() => true)).toEqual(updated(toAnne));

    // Each instance sees the sockets of the other through realtime_sockets.
    const both = new Set([anne.user.id, bob.user.id]);
    const deadline = Date.now() + 5000;
    while ((await t.app.realtime.connectedUsers([...both])).size < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await t.app.realtime.connectedUsers([...both])).toEqual(both);
    expect(await second.realtime.connectedUsers([...both])).toEqual(both);

    // disconnectUser from one instance closes the resident's sockets on all of them.
    await second.realtime.disconnectUser(anne.user.id);
    expect(await Promise.all([anneOnFirst.closed, anneOnSecond.closed])).toEqual([
      CLOSE_SESSION_ENDED,
      CLOSE_SESSION_ENDED,
    ]);
    expect(bobOnSecond.ws.readyState).toBe(bobOnSecond.ws.OPEN);
    bobOnSecond.ws.close();
  });

  it('closing an instance closes its sockets (1001) and deletes its rows', async () => {
    const third = await buildApp({ env: t.env, databaseUrl: t.databaseUrl, logger: false });
    await third.listen({ port: 0, host: '127.0.0.1' });
    const anne = await createVerifiedUser(t.app);
    const socket = await openSocket(realtimeUrl(third), { cookie: anne.cookie, origin: t.env.PUBLIC_URL });
    const instanceId = (third.realtime as PgRealtimeHub).instanceId;
    const rows = async () =>
      (await t.app.pool.query('select 1 from realtime_sockets where instance_id = $1', [instanceId])).rows;
    const deadline = Date.now() + 5000;
    while ((await rows()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(await rows()).toHaveLength(1);

    await third.close();
    expect(await socket.closed).toBe(1001);
    expect(await rows()).toEqual([]);
  });
});

describe('bus connection', () => {
  it('reconnects after the LISTEN connection drops, and tells the sockets to resync', async () => {
    const anne = await createVerifiedUser(t.app);
    const socket = await openSocket(realtimeUrl(t.app), { cookie: anne.cookie, origin: t.env.PUBLIC_URL });
    const { rows } = await t.app.pool.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    expect(await socket.next((e) => e.type === 'resync')).toEqual({ type: 'resync' });
    const id = randomUUID();
    await t.app.realtime.publish([anne.user.id], updated(id));
    await socket.next((e) => e.conversationId === id);
    socket.ws.close();
  });
  it('reaches residents at the end of a recipient list split over several NOTIFY payloads', async () => {
    const anne = await createVerifiedUser(t.app);
    const bob = await createVerifiedUser(t.app);
    const headers = (cookie: string) => ({ cookie, origin: t.env.PUBLIC_URL });
    const anneThere = await openSocket(realtimeUrl(second), headers(anne.cookie));
    const bobThere = await openSocket(realtimeUrl(second), headers(bob.cookie));
    // 600 recipients do not fit one NOTIFY: Anne is in the first payload, Bob in the last.
    const others = Array.from({ length: 600 }, () => randomUUID().replaceAll('-', ''));
    const recipients = [anne.user.id, ...others, bob.user.id];
    expect(busPayloads(recipients, updated('x')).length).toBeGreaterThan(2);
    const id = randomUUID();
    await t.app.realtime.publish(recipients, updated(id));
    expect(await anneThere.next(() => true)).toEqual(updated(id));
    expect(await bobThere.next(() => true)).toEqual(updated(id));
    anneThere.ws.close();
    bobThere.ws.close();
  });

  it('delivers its own events once, and an event too big for a NOTIFY as resync elsewhere', async () => {
    const anne = await createVerifiedUser(t.app);
    const headers = { cookie: anne.cookie, origin: t.env.PUBLIC_URL };
    const here = await openSocket(realtimeUrl(t.app), headers);
    const there = await openSocket(realtimeUrl(second), headers);
    const message = longMessage(anne.user.id);
    await t.app.realtime.publish([anne.user.id], { type: 'message.new', message });
    expect(await there.next(() => true)).toEqual({ type: 'resync' });
    const small = randomUUID();
    await t.app.realtime.publish([anne.user.id], updated(small));
    expect(await there.next((e) => e.type !== 'resync')).toEqual(updated(small));
    // The publishing instance skipped its own NOTIFY echo (which has arrived by now): each event once, in order.
    await new Promise((r) => setTimeout(r, 200));
    expect(here.events).toEqual([{ type: 'message.new', message }, updated(small)]);
    here.ws.close();
    there.ws.close();
  });
});

describe('busPayloads', () => {
  const ids = Array.from({ length: 1000 }, () => randomUUID().replace(/-/g, ''));

  it('splits a long recipient list into NOTIFY-sized payloads that cover everyone once', () => {
    const event = updated(randomUUID());
    const payloads = busPayloads(ids, event);
    expect(payloads.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
      const parsed = JSON.parse(payload) as { u: string[]; e: RealtimeEvent };
      expect(parsed.e).toEqual(event);
      seen.push(...parsed.u);
    }
    expect(seen).toEqual(ids);
  });

  it('sends one payload when everything fits', () => {
    expect(busPayloads(ids.slice(0, 3), { type: 'notifications.read' })).toEqual([
      JSON.stringify({ u: ids.slice(0, 3), e: { type: 'notifications.read' } }),
    ]);
  });

  it('sends resync when the event alone is too big, counting bytes not characters', () => {
    const message = {
      id: randomUUID(),
      conversationId: randomUUID(),
      senderId: ids[0]!,
      content: 'é'.repeat(4000),
      clientId: null,
      createdAt: new Date().toISOString(),
    };
    const payloads = busPayloads(ids.slice(0, 2), { type: 'message.new', message });
    expect(payloads.map((p) => JSON.parse(p) as unknown)).toEqual([{ u: ids.slice(0, 2), e: { type: 'resync' } }]);
  });
});

describe('textFrame', () => {
  // ws's own framing (Sender.frame, public in ws though not in its type definitions) as the reference.
  const wsFrame = (data: Buffer) =>
    Buffer.concat(
      (ws as unknown as { Sender: { frame: (d: Buffer, o: object) => Buffer[] } }).Sender.frame(data, {
        fin: true,
        rsv1: false,
        opcode: 1,
        mask: false,
        readOnly: true,
      }),
    );

  it.each([0, 5, 125, 126, 300, 65_535, 65_536, 100_000])('frames %i bytes exactly as ws does', (length) => {
    const data = Buffer.alloc(length, 'é');
    expect(textFrame(data).equals(wsFrame(data))).toBe(true);
  });
});
