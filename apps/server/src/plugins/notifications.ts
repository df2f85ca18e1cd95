import { NotificationType, type Notification } from '@portmarin/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../db/sql.ts';
import type { AppModule, ModuleAnswers, NotificationKind } from '../lib/app-module.ts';
import { displayNameOf, excerpt } from '../lib/text.ts';
import type { PushService } from './push.ts';
import type { RealtimePublisher } from './realtime.ts';

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

/** Every notification type with how it is sent and read, from the modules' declarations. */
export type NotificationKinds = Readonly<Record<NotificationType, NotificationKind>>;

/**
 * The modules' notification types gathered: each type of the shared contract declared by exactly
 * one module, else the start stops (a type nobody declares would have no switch and no sentence).
 */
export function notificationKinds(modules: readonly AppModule[]): NotificationKinds {
  const kinds: Partial<Record<NotificationType, NotificationKind>> = {};
  for (const module of modules) {
    for (const [type, kind] of Object.entries(module.notifications ?? {}) as Array<
      [NotificationType, NotificationKind]
    >) {
      if (kinds[type]) throw new Error(`the notification type '${type}' is declared twice`);
      kinds[type] = kind;
    }
  }
  const missing = NotificationType.options.filter((type) => !kinds[type]);
  if (missing.length > 0) throw new Error(`no module declares the notification types ${missing.join(', ')}`);
  return kinds as NotificationKinds;
}

function toNotification(kinds: NotificationKinds, r: NotificationRow): Notification {
  const actor = r.actor_id
    ? { id: r.actor_id, name: r.actor_name, username: r.actor_username, image: r.actor_image }
    : null;
  // A type this version does not know (stored by a newer one) still reads as a sentence.
  const text = (kinds[r.type] ?? kinds.like).text;
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

type Rules = { kinds: NotificationKinds; switchOn: ModuleAnswers['notificationSwitch'] };

/** What a notification says, the same for each of the residents it goes to. */
export type NotificationDraft = Omit<NotifyInput, 'userId'>;

type InsertedRow = NotificationRow & { user_id: string };

/**
 * Inserts the notification for each resident whose switch for the type is on and (once-only types)
 * who has not got it yet, in one statement.
 */
async function insertNotifications(
  sql: Sql,
  rules: Rules,
  userIds: readonly string[],
  draft: NotificationDraft,
): Promise<InsertedRow[]> {
  const kind = rules.kinds[draft.type];
  const allowed = kind.switch ? rules.switchOn(kind.switch, 'r.user_id') : 'true';
  const once = kind.oncePer;
  const { rows } = await sql.query<InsertedRow>(
    `with inserted as (
       insert into notifications (user_id, actor_id, type, content, link, post_id, conversation_id)
       select r.user_id, $2::text, $3::text, $4::text, $5::text, $6::uuid, $7::uuid
       from unnest($1::text[]) as r(user_id)
       where ${allowed}
         ${
           once
             ? `and not exists (select 1 from notifications
                  where user_id = r.user_id and actor_id is not distinct from $2 and type = $3 and ${once})`
             : ''
         }
       returning *
     )
     select n.user_id, ${NOTIFICATION_COLUMNS} from inserted n left join "user" a on a.id = n.actor_id`,
    [
      userIds,
      draft.actorId,
      draft.type,
      excerpt(draft.content),
      draft.link,
      draft.postId ?? null,
      draft.conversationId ?? null,
    ],
  );
  return rows;
}

/** Once-only types: the check and the insert under one lock, so two quick likes make one row. */
async function insertOnce(
  pool: pg.Pool,
  rules: Rules,
  userId: string,
  draft: NotificationDraft,
): Promise<InsertedRow[]> {
  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [
      `notify:${draft.type}:${userId}:${draft.actorId}:${draft.postId ?? ''}`,
    ]);
    return insertNotifications(client, rules, [userId], draft);
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
   * The same notification to many residents at once (a message to a large group): one query to
   * find who looks at the conversation, one insert, one round trip to the bus, whatever their number.
   */
  notifyAll(userIds: readonly string[], draft: NotificationDraft): Promise<Notification[]>;
  /**
   * A resident who reads a conversation has seen its messages: the message notifications about it
   * are read too, and their tabs update the bell.
   */
  markConversationRead(userId: string, conversationId: string): Promise<void>;
  /** How each type is sent and read. */
  readonly kinds: NotificationKinds;
  /** A stored notification as the API shows it, its sentence written now. */
  toNotification(row: NotificationRow): Notification;
};

function createNotifier(deps: {
  pool: pg.Pool;
  rules: Rules;
  realtime: RealtimePublisher;
  push: PushService;
  productName: string;
  log: FastifyBaseLogger;
}): Notifier {
  const { pool, rules, realtime, push, log } = deps;
  const notifyAll: Notifier['notifyAll'] = async (userIds, draft) => {
    try {
      let recipients = [...new Set(userIds)].filter((id) => id !== draft.actorId);
      if (draft.conversationId && recipients.length > 0) {
        const viewing = await realtime.viewingUsers(draft.conversationId, recipients);
        recipients = recipients.filter((id) => !viewing.has(id));
      }
      if (recipients.length === 0) return [];
      const rows = rules.kinds[draft.type].oncePer
        ? (await Promise.all(recipients.map((id) => insertOnce(pool, rules, id, draft)))).flat()
        : await insertNotifications(pool, rules, recipients, draft);
      const sent = rows.map((row) => ({ userId: row.user_id, notification: toNotification(rules.kinds, row) }));
      await realtime.publishEach(
        sent.map(({ userId, notification }) => ({
          userIds: [userId],
          event: { type: 'notification.new', notification },
        })),
      );
      if (draft.push !== false && sent.length > 0) {
        const connected = await realtime.connectedUsers(sent.map((s) => s.userId));
        for (const { userId, notification } of sent) {
          if (connected.has(userId)) continue;
          // Not awaited: a slow push service must not hold the request that caused it.
          void push.sendToUser(userId, {
            title: deps.productName,
            body: notification.content ? `${notification.text} : ${notification.content}` : notification.text,
            url: notification.link,
          });
        }
      }
      return sent.map((s) => s.notification);
    } catch (error) {
      log.error({ err: error, type: draft.type }, 'notification not sent');
      return [];
    }
  };

  return {
    kinds: rules.kinds,
    toNotification: (row) => toNotification(rules.kinds, row),

    async notify({ userId, ...draft }) {
      return (await notifyAll([userId], draft))[0] ?? null;
    },

    notifyAll,

    async markConversationRead(userId, conversationId) {
      const { rowCount } = await pool.query(
        'update notifications set read_at = now() where user_id = $1 and conversation_id = $2 and read_at is null',
        [userId, conversationId],
      );
      if (rowCount) await realtime.publish([userId], { type: 'notifications.read' });
    },
  };
}

/**
 * `app.notifier` on the root instance, once realtime and push are there: the modules' types, and
 * the switch rule of the module that keeps residents' settings.
 */
export function registerNotifier(
  app: FastifyInstance,
  kinds: NotificationKinds,
  switchOn: ModuleAnswers['notificationSwitch'],
): void {
  app.decorate(
    'notifier',
    createNotifier({
      pool: app.pool,
      rules: { kinds, switchOn },
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
