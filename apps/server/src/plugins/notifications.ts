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

/** Inserts the notification unless the resident's switch is off or (once-only types) one exists. */
async function insertNotification(sql: Sql, rules: Rules, input: NotifyInput): Promise<NotificationRow | null> {
  const kind = rules.kinds[input.type];
  const allowed = kind.switch ? rules.switchOn(kind.switch, '$1') : 'true';
  const once = kind.oncePer;
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
async function insertOnce(pool: pg.Pool, rules: Rules, input: NotifyInput): Promise<NotificationRow | null> {
  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [
      `notify:${input.type}:${input.userId}:${input.actorId}:${input.postId ?? ''}`,
    ]);
    return insertNotification(client, rules, input);
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
  return {
    kinds: rules.kinds,
    toNotification: (row) => toNotification(rules.kinds, row),

    async notify(input) {
      try {
        if (input.actorId !== null && input.userId === input.actorId) return null;
        if (input.conversationId) {
          const viewing = await realtime.viewingUsers(input.conversationId, [input.userId]);
          if (viewing.has(input.userId)) return null;
        }
        const row = rules.kinds[input.type].oncePer
          ? await insertOnce(pool, rules, input)
          : await insertNotification(pool, rules, input);
        if (!row) return null;
        const notification = toNotification(rules.kinds, row);
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
