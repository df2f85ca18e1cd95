import type { ConversationList, MessagesPage, NotificationsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { runSeed } from '../../seed/index.ts';
import { DIRECT_LINES, GROUP_LINES, GROUP_TITLE } from './messages.seed.ts';

let t: TestApp;
let marie: string;

beforeAll(async () => {
  t = await buildTestApp();
  await runSeed(t.app);
  marie = await signIn(t.app, 'marie@portmarin.fr', 'PortMarin-Marie-2025');
}, 120_000);
afterAll(async () => t?.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: marie } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

async function counts() {
  const { rows } = await t.app.pool.query<Record<string, number>>(
    `select (select count(*)::int from conversations) as conversations,
       (select count(*)::int from conversation_participants) as participants,
       (select count(*)::int from messages) as messages,
       (select count(*)::int from notifications) as notifications,
       (select count(*)::int from follows) as follows`,
  );
  return rows[0]!;
}

describe('messaging seed', () => {
  it('gives Marie her thread with Yann and the neighbours’ group, with unread messages', async () => {
    const { conversations } = await get<ConversationList>('/api/conversations');
    expect(conversations.map((c) => [c.title, c.isGroup, c.unread])).toEqual([
      ['Yann Kerbrat', false, 2],
      [GROUP_TITLE, true, 1],
    ]);
    const [direct, group] = conversations;
    expect(group!.members.map((m) => m.name).sort()).toEqual(
      ['Erwan Kerjean', 'Gwenaëlle Riou', 'Loïc Le Floch', 'Yann Kerbrat'].sort(),
    );
    expect(await get('/api/messages/unread')).toEqual({ conversations: 2 });
    const page = await get<MessagesPage>(`/api/conversations/${direct!.id}/messages`);
    expect(page.messages.map((m) => m.content)).toEqual(DIRECT_LINES.map((l) => l.content));
    const groupPage = await get<MessagesPage>(`/api/conversations/${group!.id}/messages`);
    expect(groupPage.messages.map((m) => m.content)).toEqual(GROUP_LINES.map((l) => l.content));
  });

  it('gives Marie notifications about real rows: a comment and a like by Yann, a follow by Erwan', async () => {
    const { notifications } = await get<NotificationsPage>('/api/notifications');
    expect(notifications.map((n) => [n.text, n.read])).toEqual([
      ['Yann Kerbrat a commenté votre publication', false],
      ['Yann Kerbrat a aimé votre publication', true],
      ['Erwan Kerjean vous suit désormais', false],
    ]);
    expect(await get('/api/notifications/unread-count')).toEqual({ count: 2 });
    const postLink = notifications[0]!.link;
    const post = await t.app.inject({ method: 'GET', url: `/api${postLink.replace('/post/', '/posts/')}` });
    expect(post.statusCode).toBe(200);
    expect(notifications[2]!.link).toBe('/profile/erwan_kerjean');
    const { rowCount } = await t.app.pool.query(
      `select 1 from follows f join "user" a on a.id = f.follower_id join "user" b on b.id = f.following_id
       where a.email = 'erwan@portmarin.fr' and b.email = 'marie@portmarin.fr'`,
    );
    expect(rowCount).toBe(1);
  });

  it('is idempotent', async () => {
    const before = await counts();
    await runSeed(t.app);
    expect(await counts()).toEqual(before);
  }, 120_000);
});
