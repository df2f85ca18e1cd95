import type { Notification, NotificationType } from '@portmarin/shared';
import { isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import type { NotificationKinds, NotificationStore } from '../../lib/app-module.ts';
import { displayNameOf, excerpt } from '../../lib/text.ts';
import { shownUsername } from '../../db/user-names.ts';

/** Select list of a Notification from `notifications n left join "user" a on a.id = n.actor_id`. */
export const NOTIFICATION_COLUMNS = `n.id, n.type, n.content, n.link, n.read_at is not null as read,
  ${iso('n.created_at')} as created_at, ${isoMicro('n.created_at')} as cursor_at,
  a.id as actor_id, nullif(btrim(a.name), '') as actor_name,
  ${shownUsername('a')} as actor_username, a.image as actor_image`;

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

/** A stored notification as the API shows it, its sentence written now (a renamed actor shows their new name). */
export function toNotification(kinds: NotificationKinds, r: NotificationRow): Notification {
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

/** The notifications table as `app.notifier` (plugins/notifications.ts) writes it. */
export const notificationStore: NotificationStore = {
  async insert(sql, rules, userIds, draft) {
    const kind = rules.kinds[draft.type];
    const allowed = kind.switch ? rules.switchOn(kind.switch, 'r.user_id') : 'true';
    const once = kind.oncePer;
    const { rows } = await sql.query<NotificationRow & { user_id: string }>(
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
    return rows.map((row) => ({ userId: row.user_id, notification: toNotification(rules.kinds, row) }));
  },

  async markConversationRead(sql: Sql, userId, conversationId) {
    const { rowCount } = await sql.query(
      'update notifications set read_at = now() where user_id = $1 and conversation_id = $2 and read_at is null',
      [userId, conversationId],
    );
    return Boolean(rowCount);
  },
};
