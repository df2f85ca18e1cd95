import type { NotificationsPage } from '@portmarin/shared';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import type { Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import type { RealtimePublisher } from '../../plugins/realtime.ts';
import { NOTIFICATION_COLUMNS, toNotification, type NotificationRow } from './notifications.store.ts';

/** The resident's notifications, newest first, keyset on (created_at, id). */
export async function listNotifications(
  sql: Sql,
  notifier: Pick<Notifier, 'kinds'>,
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
  return { notifications: page.rows.map((row) => toNotification(notifier.kinds, row)), nextCursor: page.nextCursor };
}

export async function unreadNotificationsCount(sql: Sql, userId: string): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    'select count(*)::int as count from notifications where user_id = $1 and read_at is null',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Marks every notification read and tells the resident's other tabs to clear their badge. */
export async function markAllNotificationsRead(sql: Sql, realtime: RealtimePublisher, userId: string): Promise<void> {
  await sql.query('update notifications set read_at = now() where user_id = $1 and read_at is null', [userId]);
  await realtime.publish([userId], { type: 'notifications.read' });
}

/** Own notifications only: someone else's id answers like an unknown one. */
export async function markNotificationRead(sql: Sql, userId: string, id: string): Promise<void> {
  const { rowCount } = await sql.query(
    'update notifications set read_at = coalesce(read_at, now()) where id = $1 and user_id = $2',
    [id, userId],
  );
  if (rowCount === 0) throw new AppError('NOTIFICATION_NOT_FOUND');
}
