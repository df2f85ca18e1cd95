import type { ConversationList, ConversationSummary, Message } from '@portmarin/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { caller, isEvent, openLive, type LiveClient } from '../../../test/realtime-client.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';

// A message to a business page is a conversation with the page (issue 28, point 2).

let t: TestApp;
let baseUrl: string;
let call: ReturnType<typeof caller>;
let owner: QuickResident;
let yann: QuickResident;
let zoe: QuickResident;
let pageId: string;
const live: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [owner, yann, zoe] = (await quickResidents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
  await t.app.pool.query('update "user" set name = $2 where id = $1', [owner.id, 'Marie Le Goff']);
  await t.app.pool.query('update "user" set name = $2 where id = $1', [yann.id, 'Yann Kerbrat']);
  const res = await call('POST', '/api/business-pages', owner.cookie, { name: 'Café du Port' });
  expect(res.statusCode, res.body).toBe(201);
  pageId = (res.json() as { id: string }).id;
});
afterEach(async () => {
  await Promise.all(live.splice(0).map((c) => c.close()));
});
afterAll(async () => t?.close());

async function startWithPage(by: QuickResident): Promise<{ status: number; conversation: ConversationSummary }> {
  const res = await call('POST', `/api/business-pages/${pageId}/conversation`, by.cookie);
  return { status: res.statusCode, conversation: (res.json() as { conversation: ConversationSummary }).conversation };
}

async function send(by: QuickResident, conversationId: string, content: string): Promise<Message> {
  const res = await call('POST', `/api/conversations/${conversationId}/messages`, by.cookie, {
    content,
    clientId: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}

async function listOf(r: QuickResident): Promise<ConversationSummary[]> {
  const res = await call('GET', '/api/conversations', r.cookie);
  return (res.json() as ConversationList).conversations;
}

describe('a conversation with a business page', () => {
  it('is the page, not its owner, to the resident who writes: its name, logo and no personal thread', async () => {
    // An old personal thread with the owner must not be the one opened.
    const personal = await call('POST', '/api/conversations', yann.cookie, { participantIds: [owner.id] });
    const personalId = (personal.json() as { conversation: ConversationSummary }).conversation.id;
    await t.app.pool.query('update business_pages set logo_url = $2 where id = $1', [pageId, '/uploads/logo.webp']);

    const { status, conversation } = await startWithPage(yann);
    expect(status).toBe(201);
    expect(conversation.id).not.toBe(personalId);
    expect(conversation).toMatchObject({
      title: 'Café du Port',
      image: '/uploads/logo.webp',
      businessPage: { id: pageId, name: 'Café du Port', logoUrl: '/uploads/logo.webp' },
      asPage: false,
      online: false,
    });
    // The owner answers as the page: the member shows as the page, never as Marie Le Goff.
    expect(conversation.members).toEqual([
      expect.objectContaining({ id: owner.id, name: 'Café du Port', username: null, image: '/uploads/logo.webp' }),
    ]);
    expect(JSON.stringify(conversation)).not.toContain('Marie');
  });

  it('is one conversation per resident and page', async () => {
    const first = await startWithPage(zoe);
    const again = await startWithPage(zoe);
    expect(again.status).toBe(200);
    expect(again.conversation.id).toBe(first.conversation.id);
    expect((await startWithPage(yann)).conversation.id).not.toBe(first.conversation.id);
  });

  it('reaches the owner live, under the page, titled by the resident; the answer is signed by the page', async () => {
    for (const r of [owner, yann]) {
      const res = await call('PATCH', '/api/settings', r.cookie, { notifications: { messages: true } });
      expect(res.statusCode).toBe(200);
    }
    const { conversation } = await startWithPage(yann);
    const ownerLive = await openLive(t.app, baseUrl, owner.cookie, owner.id);
    live.push(ownerLive);
    const yannLive = await openLive(t.app, baseUrl, yann.cookie, yann.id);
    live.push(yannLive);

    const question = await send(yann, conversation.id, 'Avez-vous du pain ce soir ?');
    await ownerLive.waitFor(isEvent('message.new', (e) => e.message.id === question.id));
    const ownerSide = (await listOf(owner)).find((c) => c.id === conversation.id);
    expect(ownerSide).toMatchObject({
      title: 'Yann Kerbrat',
      asPage: true,
      businessPage: { id: pageId, name: 'Café du Port' },
      unread: 1,
    });
    const toOwner = await ownerLive.waitFor(
      isEvent('notification.new', (e) => e.notification.link === `/conversation/${conversation.id}`),
    );
    expect(toOwner.notification).toMatchObject({ type: 'page_message', text: 'Yann Kerbrat a écrit à votre page' });

    const answer = await send(owner, conversation.id, 'Oui, jusqu’à 19 h.');
    await yannLive.waitFor(isEvent('message.new', (e) => e.message.id === answer.id));
    const toYann = await yannLive.waitFor(isEvent('notification.new', (e) => e.notification.type === 'page_reply'));
    expect(toYann.notification.actor).toBeNull();
    expect(toYann.notification.content).toContain('Café du Port');
    expect(JSON.stringify(toYann.notification)).not.toContain('Marie');
  });

  it("is listed apart from the owner's personal threads", async () => {
    const conversations = await listOf(owner);
    const personal = conversations.filter((c) => !c.asPage);
    const ofPages = conversations.filter((c) => c.asPage);
    expect(personal.map((c) => c.businessPage)).toEqual(personal.map(() => null));
    expect(ofPages.length).toBeGreaterThanOrEqual(2);
  });

  it('is refused to the page’s owner, and to a page that does not exist', async () => {
    const own = await call('POST', `/api/business-pages/${pageId}/conversation`, owner.cookie);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ error: { code: 'CANNOT_MESSAGE_OWN_PAGE' } });
    const missing = await call('POST', `/api/business-pages/${randomUUID()}/conversation`, yann.cookie);
    expect(missing.statusCode).toBe(404);
  });

  it('is searched by the page’s name, never by its owner’s', async () => {
    const byPage = await call('GET', '/api/conversations?q=cafe', yann.cookie);
    expect((byPage.json() as ConversationList).conversations.map((c) => c.businessPage?.id)).toContain(pageId);
    const byOwner = await call('GET', '/api/conversations?q=Marie', yann.cookie);
    expect((byOwner.json() as ConversationList).conversations.every((c) => c.businessPage === null)).toBe(true);
  });
});
