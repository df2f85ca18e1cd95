import type { ConversationSummary, Notification, NotificationsPage, Post } from '@portmarin/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { caller, isEvent, openLive, type LiveClient } from '../../../test/realtime-client.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { excerpt } from '../../lib/text.ts';

let t: TestApp;
let baseUrl: string;
let call: ReturnType<typeof caller>;
const live: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(live.splice(0).map((c) => c.close()));
});
afterAll(async () => t?.close());

async function pair(): Promise<[QuickResident, QuickResident]> {
  const [a, b] = await quickResidents(t.app, 2);
  return [a!, b!];
}

async function setSettings(r: QuickResident, change: object): Promise<void> {
  const res = await call('PATCH', '/api/settings', r.cookie, change);
  expect(res.statusCode).toBe(200);
}

async function publish(r: QuickResident, content = 'Coucher de soleil sur la jetée ce soir.'): Promise<Post> {
  const res = await call('POST', '/api/posts', r.cookie, { content });
  expect(res.statusCode).toBe(201);
  return res.json() as Post;
}

async function notificationsOf(r: QuickResident, query = ''): Promise<NotificationsPage> {
  const res = await call('GET', `/api/notifications${query}`, r.cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationsPage;
}

async function unread(r: QuickResident): Promise<number> {
  const res = await call('GET', '/api/notifications/unread-count', r.cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { count: number }).count;
}

/** The four triggers, each run by `actor` against `target`. */
const triggers = {
  like: async (actor: QuickResident, target: QuickResident) => {
    const post = await publish(target);
    expect((await call('POST', `/api/posts/${post.id}/like`, actor.cookie)).statusCode).toBe(200);
  },
  comment: async (actor: QuickResident, target: QuickResident) => {
    const post = await publish(target);
    const res = await call('POST', `/api/posts/${post.id}/comments`, actor.cookie, { content: 'Magnifique !' });
    expect(res.statusCode).toBe(201);
  },
  friend: async (actor: QuickResident, target: QuickResident) => {
    expect((await call('POST', `/api/profiles/${target.username}/follow`, actor.cookie)).statusCode).toBe(200);
  },
  message: async (actor: QuickResident, target: QuickResident) => {
    const started = await call('POST', '/api/conversations', actor.cookie, { participantIds: [target.id] });
    const { conversation } = started.json() as { conversation: ConversationSummary };
    const res = await call('POST', `/api/conversations/${conversation.id}/messages`, actor.cookie, {
      content: 'Tu viens au fest-noz ?',
      clientId: randomUUID(),
    });
    expect(res.statusCode).toBe(201);
  },
} as const;

describe('creation, per settings switch', () => {
  const cases = Object.keys(triggers) as Array<keyof typeof triggers>;
  const switchOf = (type: keyof typeof triggers) => t.app.notifier.kinds[type].switch!;

  it.each(cases)('%s: notifies when its switch is on', async (type) => {
    const [actor, target] = await pair();
    await setSettings(target, { notifications: { [switchOf(type)]: true } });
    await triggers[type](actor, target);
    const { notifications } = await notificationsOf(target);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type, read: false, actor: { id: actor.id, username: actor.username } });
  });

  it.each(cases)('%s: stays silent when its switch is off', async (type) => {
    const [actor, target] = await pair();
    await setSettings(target, { notifications: { [switchOf(type)]: false } });
    await triggers[type](actor, target);
    expect((await notificationsOf(target)).notifications).toEqual([]);
    expect(await unread(target)).toBe(0);
  });

  it('uses the spec defaults: posts, comments and friends on, messages off', async () => {
    const [actor, target] = await pair();
    for (const type of cases) await triggers[type](actor, target);
    const types = (await notificationsOf(target)).notifications.map((n) => n.type).sort();
    expect(types).toEqual(['comment', 'friend', 'like']);
  });
});

describe('what a notification says and opens', () => {
  it('writes the French sentence, the excerpt and the link of each type', async () => {
    const [actor, target] = await pair();
    await t.app.pool.query('update "user" set name = $2 where id = $1', [actor.id, 'Marie Le Goff']);
    const post = await publish(target, 'Les premiers voiliers de la régate sont arrivés.');
    await call('POST', `/api/posts/${post.id}/like`, actor.cookie);
    await call('POST', `/api/posts/${post.id}/comments`, actor.cookie, { content: 'Superbe photo !' });
    await call('POST', `/api/profiles/${target.username}/follow`, actor.cookie);
    const { notifications } = await notificationsOf(target);
    expect(notifications.map((n) => [n.type, n.text, n.content, n.link])).toEqual([
      ['friend', 'Marie Le Goff vous suit désormais', '', `/profile/${actor.username}`],
      ['comment', 'Marie Le Goff a commenté votre publication', 'Superbe photo !', `/post/${post.id}`],
      [
        'like',
        'Marie Le Goff a aimé votre publication',
        'Les premiers voiliers de la régate sont arrivés.',
        `/post/${post.id}`,
      ],
    ]);
  });

  it('cuts long excerpts by characters, never inside an emoji', () => {
    expect(excerpt('a'.repeat(200))).toHaveLength(140);
    expect(excerpt(`${'é'.repeat(138)}🦞🦞🦞`).endsWith('🦞…')).toBe(true);
    expect(excerpt('  deux\n\nlignes  ')).toBe('deux lignes');
  });
});

describe('no noise', () => {
  it('never notifies residents about their own actions', async () => {
    const [me] = await pair();
    const post = await publish(me);
    await call('POST', `/api/posts/${post.id}/like`, me.cookie);
    await call('POST', `/api/posts/${post.id}/comments`, me.cookie, { content: 'Moi-même' });
    expect(
      await t.app.notifier.notify({ userId: me.id, actorId: me.id, type: 'friend', content: '', link: '/' }),
    ).toBeNull();
    expect((await notificationsOf(me)).notifications).toEqual([]);
  });

  it('notifies a like once per resident and post, even after unlike and like again', async () => {
    const [actor, target] = await pair();
    const post = await publish(target);
    await call('POST', `/api/posts/${post.id}/like`, actor.cookie);
    await call('DELETE', `/api/posts/${post.id}/like`, actor.cookie);
    await call('POST', `/api/posts/${post.id}/like`, actor.cookie);
    await Promise.all([
      call('POST', `/api/posts/${post.id}/like`, actor.cookie),
      call('DELETE', `/api/posts/${post.id}/like`, actor.cookie),
      call('POST', `/api/posts/${post.id}/like`, actor.cookie),
    ]);
    const other = await publish(target, 'Une autre publication');
    await call('POST', `/api/posts/${other.id}/like`, actor.cookie);
    const likes = (await notificationsOf(target)).notifications.filter((n) => n.type === 'like');
    expect(likes.map((n) => n.link).sort()).toEqual([`/post/${post.id}`, `/post/${other.id}`].sort());
  });

  it('notifies a new follower once, even after unfollow and follow again', async () => {
    const [actor, target] = await pair();
    await call('POST', `/api/profiles/${target.username}/follow`, actor.cookie);
    await call('DELETE', `/api/profiles/${target.username}/follow`, actor.cookie);
    await call('POST', `/api/profiles/${target.username}/follow`, actor.cookie);
    expect((await notificationsOf(target)).notifications).toHaveLength(1);
  });

  it('never fails the like, comment or follow when notifying fails', async () => {
    const [actor, target] = await pair();
    const post = await publish(target);
    vi.spyOn(t.app.realtime, 'publish').mockRejectedValue(new Error('bus en panne'));
    expect((await call('POST', `/api/posts/${post.id}/like`, actor.cookie)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/posts/${post.id}/comments`, actor.cookie, { content: 'Toujours là' })).statusCode,
    ).toBe(201);
    expect((await call('POST', `/api/profiles/${target.username}/follow`, actor.cookie)).statusCode).toBe(200);
  });
});

describe('reading', () => {
  it('answers 401 to visitors', async () => {
    const id = randomUUID();
    for (const res of await Promise.all([
      call('GET', '/api/notifications'),
      call('GET', '/api/notifications/unread-count'),
      call('POST', '/api/notifications/read-all'),
      call('POST', `/api/notifications/${id}/read`),
    ])) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lists newest first, page by page', async () => {
    const [target, ...actors] = await quickResidents(t.app, 6);
    for (const actor of actors) await call('POST', `/api/profiles/${target!.username}/follow`, actor.cookie);
    const first = await notificationsOf(target!, '?limit=2');
    const second = await notificationsOf(target!, `?limit=2&cursor=${first.nextCursor}`);
    const third = await notificationsOf(target!, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const order = [...first.notifications, ...second.notifications, ...third.notifications].map((n) => n.actor!.id);
    expect(order).toEqual(actors.map((a) => a.id).reverse());
  });

  it('counts unread, marks one read (own only) and all read', async () => {
    const [target, a, b, stranger] = await quickResidents(t.app, 4);
    await call('POST', `/api/profiles/${target!.username}/follow`, a!.cookie);
    await call('POST', `/api/profiles/${target!.username}/follow`, b!.cookie);
    expect(await unread(target!)).toBe(2);
    const [newest] = (await notificationsOf(target!)).notifications as [Notification];

    const foreign = await call('POST', `/api/notifications/${newest.id}/read`, stranger!.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await call('POST', `/api/notifications/${randomUUID()}/read`, target!.cookie)).statusCode).toBe(404);
    expect(await unread(target!)).toBe(2);

    expect((await call('POST', `/api/notifications/${newest.id}/read`, target!.cookie)).statusCode).toBe(204);
    expect(await unread(target!)).toBe(1);
    expect((await notificationsOf(target!)).notifications.map((n) => n.read)).toEqual([true, false]);

    const targetLive = await openLive(t.app, baseUrl, target!.cookie, target!.id);
    live.push(targetLive);
    expect((await call('POST', '/api/notifications/read-all', target!.cookie)).statusCode).toBe(204);
    await targetLive.waitFor(isEvent('notifications.read'));
    expect(await unread(target!)).toBe(0);
    expect((await notificationsOf(target!)).notifications.every((n) => n.read)).toBe(true);
  });
});

describe('delivery', () => {
  it('delivers a new notification live to an open tab and pushes nothing then', async () => {
    const [actor, target] = await pair();
    const post = await publish(target);
    const targetLive = await openLive(t.app, baseUrl, target.cookie, target.id);
    live.push(targetLive);
    const push = vi.spyOn(t.app.push, 'sendToUser');
    await call('POST', `/api/posts/${post.id}/like`, actor.cookie);
    const event = await targetLive.waitFor(isEvent('notification.new'));
    expect(event.notification).toMatchObject({ type: 'like', link: `/post/${post.id}`, read: false });
    expect(push).not.toHaveBeenCalled();
  });

  it('pushes to the devices of a resident with no open connection', async () => {
    const [actor, target] = await pair();
    const push = vi.spyOn(t.app.push, 'sendToUser');
    await call('POST', `/api/profiles/${target.username}/follow`, actor.cookie);
    const name = `Voisin ${actor.username.replace('voisin_', '')}`;
    expect(push).toHaveBeenCalledWith(target.id, {
      title: t.app.town.productName,
      body: `${name} vous suit désormais`,
      url: `/profile/${actor.username}`,
    });
  });
});
