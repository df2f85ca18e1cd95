import {
  DEFAULT_SETTINGS,
  type Comment,
  type Notification,
  type NotificationSettings,
  type NotificationsPage,
  type NotificationType,
} from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';

/**
 * The settings switch that lets each type through (spec: notification switches posts, comments,
 * friends, messages, events). Later features add their type to the shared enum and a line here.
 */
export const NOTIFICATION_SWITCHES: Record<NotificationType, keyof NotificationSettings> = {
  like: 'posts',
  comment: 'comments',
  friend: 'friends',
  message: 'messages',
};

/** The user_settings column of each switch; a resident without a settings row has the defaults. */
const SWITCH_COLUMNS: Record<keyof NotificationSettings, string> = {
  posts: 'notify_posts',
  comments: 'notify_comments',
  friends: 'notify_friends',
  messages: 'notify_messages',
  events: 'notify_events',
};

/** The French sentence of each type, built when read so a renamed actor shows their new name. */
export const NOTIFICATION_TEXTS: Record<NotificationType, (actor: string) => string> = {
  like: (actor) => `${actor} a aimé votre publication`,
  comment: (actor) => `${actor} a commenté votre publication`,
  friend: (actor) => `${actor} vous suit désormais`,
  message: (actor) => `${actor} vous a envoyé un message`,
};

/**
 * Types notified at most once per actor and subject, whatever happens in between: liking again
 * after an unlike, or following again after an unfollow, does not notify twice.
 */
const ONCE_PER_SUBJECT: Partial<Record<NotificationType, string>> = {
  like: 'post_id is not distinct from $6::uuid',
  friend: 'true',
};

const EXCERPT_LENGTH = 140;

/** The first characters of a text (by code points, so no emoji is cut in half), on one line. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/** How a resident is named: full name, then username, then 'Utilisateur' (spec, author display). */
export function displayNameOf(person: { name: string | null; username: string | null } | null): string {
  return person?.name?.trim() || person?.username || 'Utilisateur';
}

/** Select list of a Notification from `notifications n left join "user" a on a.id = n.actor_id`. */
const NOTIFICATION_COLUMNS = `n.id, n.type, n.content, n.link, n.read_at is not null as read,
  ${iso('n.created_at')} as created_at, ${isoMicro('n.created_at')} as cursor_at,
  a.id as actor_id, nullif(btrim(a.name), '') as actor_name,
  coalesce(a.display_username, a.username) as actor_username, a.image as actor_image`;

type NotificationRow = {
  id: string;
  type: NotificationType;
  content: string;
  link: string;
  read: boolean;
  created_at: string;
  cursor_at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_username: string | null;
  actor_image: string | null;
};

function toNotification(r: NotificationRow): Notification {
  const actor = r.actor_id
    ? { id: r.actor_id, name: r.actor_name, username: r.actor_username, image: r.actor_image }
    : null;
  // A type this version does not know (stored by a newer one) still reads as a sentence.
  const text = NOTIFICATION_TEXTS[r.type] ?? NOTIFICATION_TEXTS.like;
  return {
    id: r.id,
    type: r.type,
    actor,
    text: text(displayNameOf(actor)),
    content: r.content,
    link: r.link,
    read: r.read,
    createdAt: r.created_at,
  };
}

export type NotifyInput = {
  userId: string;
  actorId: string | null;
  type: NotificationType;
  content: string;
  link: string;
  postId?: string;
  conversationId?: string;
  /** Messages push their own payload (sender and excerpt) whatever the switch: no second push here. */
  push?: boolean;
};

/** Inserts the notification unless the resident's switch is off or (once-only types) one exists. */
async function insertNotification(sql: Sql, input: NotifyInput): Promise<NotificationRow | null> {
  const column = SWITCH_COLUMNS[NOTIFICATION_SWITCHES[input.type]];
  const fallback = DEFAULT_SETTINGS.notifications[NOTIFICATION_SWITCHES[input.type]];
  const once = ONCE_PER_SUBJECT[input.type];
  const { rows } = await sql.query<NotificationRow>(
    `with inserted as (
       insert into notifications (user_id, actor_id, type, content, link, post_id, conversation_id)
       select $1::text, $2::text, $3::text, $4::text, $5::text, $6::uuid, $7::uuid
       where coalesce((select ${column} from user_settings where user_id = $1), ${fallback})
         ${
           once
             ? `and not exists (select 1 from notifications
                  where user_id = $1 and actor_id is not distinct from $2 and type = $3 and ${once})`
             : ''
         }
       returning *
     )
     select ${NOTIFICATION_COLUMNS} from inserted n left join "user" a on a.id = n.actor_id`,
    [
      input.userId,
      input.actorId,
      input.type,
      excerpt(input.content),
      input.link,
      input.postId ?? null,
      input.conversationId ?? null,
    ],
  );
  return rows[0] ?? null;
}

/** Once-only types: the check and the insert under one lock, so two quick likes make one row. */
async function insertOnce(pool: pg.Pool, input: NotifyInput): Promise<NotificationRow | null> {
  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [
      `notify:${input.type}:${input.userId}:${input.actorId}:${input.postId ?? ''}`,
    ]);
    return insertNotification(client, input);
  });
}

/**
 * Tells a resident that something happened to them: stored, delivered live to their open tabs,
 * and pushed to their devices when none is open. Skips self-notifications, residents whose
 * switch for this type is off and residents already looking at the conversation concerned.
 * Call it after the triggering change is committed. Never throws: the like, comment or message
 * that caused it must not fail because of it.
 */
export async function notify(app: FastifyInstance, input: NotifyInput): Promise<Notification | null> {
  try {
    if (input.actorId !== null && input.userId === input.actorId) return null;
    if (input.conversationId) {
      const viewing = await app.realtime.viewingUsers(input.conversationId, [input.userId]);
      if (viewing.has(input.userId)) return null;
    }
    const row = ONCE_PER_SUBJECT[input.type]
      ? await insertOnce(app.pool, input)
      : await insertNotification(app.pool, input);
    if (!row) return null;
    const notification = toNotification(row);
    await app.realtime.publish([input.userId], { type: 'notification.new', notification });
    if (input.push !== false) {
      const connected = await app.realtime.connectedUsers([input.userId]);
      if (!connected.has(input.userId)) {
        // Not awaited: a slow push service must not hold the request that caused it.
        void app.push.sendToUser(input.userId, {
          title: app.town.productName,
          body: notification.content ? `${notification.text} : ${notification.content}` : notification.text,
          url: notification.link,
        });
      }
    }
    return notification;
  } catch (error) {
    app.log.error({ err: error, type: input.type }, 'notification not sent');
    return null;
  }
}

// ------------------------------------------------------------------ triggers

/** A like on a post notifies its author (once per resident and post). */
export async function notifyPostLiked(app: FastifyInstance, actorId: string, postId: string): Promise<void> {
  try {
    const { rows } = await app.pool.query<{ user_id: string; content: string }>(
      'select user_id, content from posts where id = $1',
      [postId],
    );
    const post = rows[0];
    if (!post) return;
    await notify(app, {
      userId: post.user_id,
      actorId,
      type: 'like',
      content: post.content,
      link: `/post/${postId}`,
      postId,
    });
  } catch (error) {
    app.log.error({ err: error }, 'like notification not sent');
  }
}

/** A comment notifies the post's author, with the comment as excerpt. */
export async function notifyPostCommented(app: FastifyInstance, comment: Comment): Promise<void> {
  try {
    const { rows } = await app.pool.query<{ user_id: string }>('select user_id from posts where id = $1', [
      comment.postId,
    ]);
    const post = rows[0];
    if (!post) return;
    await notify(app, {
      userId: post.user_id,
      actorId: comment.author.id,
      type: 'comment',
      content: comment.content,
      link: `/post/${comment.postId}`,
      postId: comment.postId,
    });
  } catch (error) {
    app.log.error({ err: error }, 'comment notification not sent');
  }
}

/** A new follower (type friend) notifies the resident followed; the link opens the follower's page. */
export async function notifyFollowed(app: FastifyInstance, followerId: string, username: string): Promise<void> {
  try {
    const { rows } = await app.pool.query<{ target_id: string; follower_username: string | null }>(
      `select t.id as target_id, coalesce(f.display_username, f.username) as follower_username
       from "user" t, "user" f
       where lower(t.username) = lower($1) and f.id = $2`,
      [username, followerId],
    );
    const row = rows[0];
    if (!row?.follower_username) return;
    await notify(app, {
      userId: row.target_id,
      actorId: followerId,
      type: 'friend',
      content: '',
      link: `/profile/${row.follower_username}`,
    });
  } catch (error) {
    app.log.error({ err: error }, 'follow notification not sent');
  }
}

// ------------------------------------------------------------------ reading

/** The resident's notifications, newest first, keyset on (created_at, id). */
export async function listNotifications(
  sql: Sql,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<NotificationsPage> {
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [userId, query.limit + 1];
  if (cursor) values.push(cursor.at, cursor.id);
  const { rows } = await sql.query<NotificationRow>(
    `select ${NOTIFICATION_COLUMNS}
     from notifications n left join "user" a on a.id = n.actor_id
     where n.user_id = $1 ${cursor ? 'and (n.created_at, n.id) < ($3::timestamptz, $4::uuid)' : ''}
     order by n.created_at desc, n.id desc
     limit $2`,
    values,
  );
  const page = pageOf(rows, query.limit);
  return { notifications: page.rows.map(toNotification), nextCursor: page.nextCursor };
}

export async function unreadNotificationsCount(sql: Sql, userId: string): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    'select count(*)::int as count from notifications where user_id = $1 and read_at is null',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Marks every notification read and tells the resident's other tabs to clear their badge. */
export async function markAllNotificationsRead(app: FastifyInstance, userId: string): Promise<void> {
  await app.pool.query('update notifications set read_at = now() where user_id = $1 and read_at is null', [userId]);
  await app.realtime.publish([userId], { type: 'notifications.read' });
}

/**
 * A resident who reads a conversation has seen its messages: the message notifications about it
 * are read too, and their tabs update the bell.
 */
export async function markConversationNotificationsRead(
  app: FastifyInstance,
  userId: string,
  conversationId: string,
): Promise<void> {
  const { rowCount } = await app.pool.query(
    'update notifications set read_at = now() where user_id = $1 and conversation_id = $2 and read_at is null',
    [userId, conversationId],
  );
  if (rowCount) await app.realtime.publish([userId], { type: 'notifications.read' });
}

/** Own notifications only: someone else's id answers like an unknown one. */
export async function markNotificationRead(sql: Sql, userId: string, id: string): Promise<void> {
  const { rowCount } = await sql.query(
    'update notifications set read_at = coalesce(read_at, now()) where id = $1 and user_id = $2',
    [id, userId],
  );
  if (rowCount === 0) throw new AppError('NOTIFICATION_NOT_FOUND');
}
