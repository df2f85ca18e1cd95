import { NotificationType, type Notification } from '@portmarin/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import { inTransaction } from '../db/sql.ts';
import type {
  AppModule,
  ModuleAnswers,
  NotificationDraft,
  NotificationKind,
  NotificationKinds,
  NotificationRules,
  NotificationStore,
} from '../lib/app-module.ts';
import type { PushService } from './push.ts';
import type { RealtimePublisher } from './realtime.ts';

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

/** A notification to one resident. */
export type NotifyInput = NotificationDraft & { userId: string };

export type { NotificationDraft, NotificationKinds } from '../lib/app-module.ts';

/** Once-only types: the check and the insert under one lock, so two quick likes make one row. */
function insertOnce(
  pool: pg.Pool,
  store: NotificationStore,
  rules: NotificationRules,
  userId: string,
  draft: NotificationDraft,
) {
  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [
      `notify:${draft.type}:${userId}:${draft.actorId}:${draft.postId ?? ''}`,
    ]);
    return store.insert(client, rules, [userId], draft);
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
};

function createNotifier(deps: {
  pool: pg.Pool;
  rules: NotificationRules;
  store: NotificationStore;
  realtime: RealtimePublisher;
  push: PushService;
  productName: string;
  log: FastifyBaseLogger;
}): Notifier {
  const { pool, rules, store, realtime, push, log } = deps;
  const notifyAll: Notifier['notifyAll'] = async (userIds, draft) => {
    try {
      let recipients = [...new Set(userIds)].filter((id) => id !== draft.actorId);
      if (draft.conversationId && recipients.length > 0) {
        const viewing = await realtime.viewingUsers(draft.conversationId, recipients);
        recipients = recipients.filter((id) => !viewing.has(id));
      }
      if (recipients.length === 0) return [];
      const sent = rules.kinds[draft.type].oncePer
        ? (await Promise.all(recipients.map((id) => insertOnce(pool, store, rules, id, draft)))).flat()
        : await store.insert(pool, rules, recipients, draft);
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

    async notify({ userId, ...draft }) {
      return (await notifyAll([userId], draft))[0] ?? null;
    },

    notifyAll,

    async markConversationRead(userId, conversationId) {
      if (await store.markConversationRead(pool, userId, conversationId))
        await realtime.publish([userId], { type: 'notifications.read' });
    },
  };
}

/**
 * `app.notifier` on the root instance, once realtime and push are there: the modules' types, the
 * switch rule of the module that keeps residents' settings, and the store of the one that keeps
 * the notifications.
 */
export function registerNotifier(
  app: FastifyInstance,
  kinds: NotificationKinds,
  answers: Pick<ModuleAnswers, 'notificationSwitch' | 'notificationStore'>,
): void {
  app.decorate(
    'notifier',
    createNotifier({
      pool: app.pool,
      rules: { kinds, switchOn: answers.notificationSwitch },
      store: answers.notificationStore,
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
