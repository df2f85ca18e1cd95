import {
  DEFAULT_SETTINGS,
  type Notification,
  type NotificationSettings,
  type NotificationType,
} from '@portmarin/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../db/sql.ts';
import { displayNameOf, excerpt } from '../lib/text.ts';
import type { PushService } from './push.ts';
import type { RealtimePublisher } from './realtime.ts';

/**
 * The settings switch that lets each type through (spec: notification switches posts, comments,
 * friends, messages, events). Later features add their type to the shared enum and a line here.
 */
export const NOTIFICATION_SWITCHES: Record<NotificationType, keyof NotificationSettings | null> = {
  like: 'posts',
  comment: 'comments',
  friend: 'friends',
  message: 'messages',
  group_request: 'friends',
  group_accepted: 'friends',
  // Asked for (a followed report) or owed to the resident (moderation): no switch turns them off.
  neighbour_report_status: null,
  content_report_received: null,
  content_report_outcome: null,
  moderation_warning: null,
  moderation_suspension: null,
  moderation_suspension_lifted: null,
  // The author of an idea hears of its new status (a moderator's answer to them).
  suggestion_status: null,
  friend_request: 'friends',
  friend_accepted: 'friends',
  event_joined: 'events',
  event_updated: 'events',
  event_cancelled: 'events',
  event_reminder: 'events',
  // The answer to a request the business made.
  ad_request_outcome: null,
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
const NOTIFICATION_TEXTS: Record<NotificationType, (actor: string) => string> = {
  like: (actor) => `${actor} a aimé votre publication`,
  comment: (actor) => `${actor} a commenté votre publication`,
  friend: (actor) => `${actor} vous suit désormais`,
  message: (actor) => `${actor} vous a envoyé un message`,
  group_request: (actor) => `${actor} demande à rejoindre votre groupe`,
  group_accepted: (actor) => `${actor} a accepté votre demande : vous êtes membre du groupe`,
  neighbour_report_status: () => 'Un signalement que vous suivez a changé de statut',
  content_report_received: () => 'Nous avons bien reçu votre signalement : la modération va l’examiner',
  content_report_outcome: () => 'La modération a traité votre signalement',
  moderation_warning: () => 'Vous avez reçu un avertissement de la modération',
  moderation_suspension: () => 'Votre compte a été suspendu par la modération',
  moderation_suspension_lifted: () => 'La modération a levé votre suspension : vous pouvez de nouveau publier',
  suggestion_status: () => 'Votre suggestion a changé de statut',
  friend_request: (actor) => `${actor} vous a envoyé une demande d’ami`,
  friend_accepted: (actor) => `${actor} a accepté votre demande d’ami`,
  event_joined: (actor) => `${actor} participe à votre événement`,
  event_updated: () => 'Un événement auquel vous participez a été modifié',
  event_cancelled: () => 'Un événement auquel vous participez a été annulé',
  event_reminder: () => 'Rappel : un événement auquel vous participez a lieu demain',
  ad_request_outcome: () => 'La mairie a répondu à votre demande publicitaire',
};

/**
 * Types notified at most once per actor and subject, whatever happens in between: liking again
 * after an unlike, or following again after an unfollow, does not notify twice.
 */
const ONCE_PER_SUBJECT: Partial<Record<NotificationType, string>> = {
  like: 'post_id is not distinct from $6::uuid',
  friend: 'true',
  // Asking again after withdrawing a request does not notify the admins twice.
  group_request: 'link = $5::text',
};

/** Select list of a Notification from `notifications n left join "user" a on a.id = n.actor_id`. */
export const NOTIFICATION_COLUMNS = `n.id, n.type, n.content, n.link, n.read_at is not null as read,
  ${iso('n.created_at')} as created_at, ${isoMicro('n.created_at')} as cursor_at,
  a.id as actor_id, nullif(btrim(a.name), '') as actor_name,
  coalesce(a.display_username, a.username) as actor_username, a.image as actor_image`;

export type NotificationRow = {
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

export function toNotification(r: NotificationRow): Notification {
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
  const setting = NOTIFICATION_SWITCHES[input.type];
  const allowed = setting
    ? `coalesce((select ${SWITCH_COLUMNS[setting]} from user_settings where user_id = $1), ${DEFAULT_SETTINGS.notifications[setting]})`
    : 'true';
  const once = ONCE_PER_SUBJECT[input.type];
  const { rows } = await sql.query<NotificationRow>(
    `with inserted as (
       insert into notifications (user_id, actor_id, type, content, link, post_id, conversation_id)
       select $1::text, $2::text, $3::text, $4::text, $5::text, $6::uuid, $7::uuid
       where ${allowed}
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

/** Notifications as the other modules send them: `app.notifier`. */
export type Notifier = {
  /**
   * Tells a resident that something happened to them: stored, delivered live to their open tabs,
   * and pushed to their devices when none is open. Skips self-notifications, residents whose
   * switch for this type is off and residents already looking at the conversation concerned.
   * Call it after the triggering change is committed. Never throws: the like, comment or message
   * that caused it must not fail because of it.
   */
  notify(input: NotifyInput): Promise<Notification | null>;
  /**
   * A resident who reads a conversation has seen its messages: the message notifications about it
   * are read too, and their tabs update the bell.
   */
  markConversationRead(userId: string, conversationId: string): Promise<void>;
};

function createNotifier(deps: {
  pool: pg.Pool;
  realtime: RealtimePublisher;
  push: PushService;
  productName: string;
  log: FastifyBaseLogger;
}): Notifier {
  const { pool, realtime, push, log } = deps;
  return {
    async notify(input) {
      try {
        if (input.actorId !== null && input.userId === input.actorId) return null;
        if (input.conversationId) {
          const viewing = await realtime.viewingUsers(input.conversationId, [input.userId]);
          if (viewing.has(input.userId)) return null;
        }
        const row = ONCE_PER_SUBJECT[input.type]
          ? await insertOnce(pool, input)
          : await insertNotification(pool, input);
        if (!row) return null;
        const notification = toNotification(row);
        await realtime.publish([input.userId], { type: 'notification.new', notification });
        if (input.push !== false) {
          const connected = await realtime.connectedUsers([input.userId]);
          if (!connected.has(input.userId)) {
            // Not awaited: a slow push service must not hold the request that caused it.
            void push.sendToUser(input.userId, {
              title: deps.productName,
              body: notification.content ? `${notification.text} : ${notification.content}` : notification.text,
              url: notification.link,
            });
          }
        }
        return notification;
      } catch (error) {
        log.error({ err: error, type: input.type }, 'notification not sent');
        return null;
      }
    },

    async markConversationRead(userId, conversationId) {
      const { rowCount } = await pool.query(
        'update notifications set read_at = now() where user_id = $1 and conversation_id = $2 and read_at is null',
        [userId, conversationId],
      );
      if (rowCount) await realtime.publish([userId], { type: 'notifications.read' });
    },
  };
}

/** `app.notifier` on the root instance, once realtime and push are there. */
export function registerNotifier(app: FastifyInstance): void {
  app.decorate(
    'notifier',
    createNotifier({
      pool: app.pool,
      realtime: app.realtime,
      push: app.push,
      productName: app.town.productName,
      log: app.log,
    }),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}
