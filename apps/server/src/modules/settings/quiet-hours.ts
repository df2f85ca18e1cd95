import type { PushPayload } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import type { ModuleAnswers, ModuleJob } from '../../lib/app-module.ts';
import { townLocalTime } from '../../lib/town-time.ts';
import type { PushService } from '../../plugins/push.ts';

/**
 * Quiet hours (docs/decisions/0076-quiet-hours-and-digest.md): during a resident's quiet hours,
 * set in `user_settings` on the town's clock, their non-urgent pushes are held in `held_pushes`
 * (app.push asks `holdPushes`); once the hours end, one summary push counts them. The notifications
 * themselves are in the bell all along: nothing is dropped.
 */

/** The summary's tag: a summary is never held, and a newer one replaces an older on the device. */
export const QUIET_HOURS_SUMMARY_TAG = 'quiet-hours-summary';
/** How often the job looks for quiet hours that have ended. */
export const QUIET_HOURS_RUN_MS = 60 * 1000;

/** Minutes after midnight on the town's clock. */
export function townMinuteOfDay(date: Date): number {
  const [hours, minutes] = townLocalTime(date).slice(11).split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Whether `minute` falls in quiet hours from `start` (included) to `end` (excluded), across midnight when end < start. */
export function withinQuietHours(minute: number, start: number, end: number): boolean {
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The SQL form of withinQuietHours for the settings row `s` at the minute parameter `minute`. */
const quietAt = (minute: string) =>
  `s.quiet_hours_enabled and case when s.quiet_hours_start < s.quiet_hours_end
     then ${minute} >= s.quiet_hours_start and ${minute} < s.quiet_hours_end
     else ${minute} >= s.quiet_hours_start or ${minute} < s.quiet_hours_end end`;

/** A conversation's push (messages/message-delivery) or a notification's. */
const kindOf = (payload: PushPayload) => (payload.url.startsWith('/conversation/') ? 'message' : 'notification');

/**
 * Holds the push for those of `userIds` in their quiet hours at `now` (summaries are never held);
 * gives the residents held. Residents without a device are not held for: there is nothing to
 * summarise to.
 */
export const holdPushes: ModuleAnswers['holdPushes'] = async (sql, userIds, payload, now) => {
  if (payload.tag === QUIET_HOURS_SUMMARY_TAG || userIds.length === 0) return [];
  const { rows } = await sql.query<{ user_id: string }>(
    `insert into held_pushes (user_id, kind, payload)
     select s.user_id, $3, $4::jsonb from user_settings s
     where s.user_id = any($1::text[]) and ${quietAt('$2::int')}
       and exists (select 1 from push_subscriptions d where d.user_id = s.user_id)
     returning user_id`,
    [userIds, townMinuteOfDay(now), kindOf(payload), JSON.stringify(payload)],
  );
  return rows.map((r) => r.user_id);
};

const counted = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** « Pendant vos heures calmes : 3 notifications, 2 messages ». */
export function summaryText(notifications: number, messages: number): string {
  const parts = [
    ...(notifications > 0 ? [counted(notifications, 'notification', 'notifications')] : []),
    ...(messages > 0 ? [counted(messages, 'message', 'messages')] : []),
  ];
  return `Pendant vos heures calmes : ${parts.join(', ')}`;
}

/**
 * One summary push to each resident whose quiet hours are over (or turned off) and who has held
 * pushes. The held rows are claimed by deleting them under `for update skip locked`: two runs at
 * once (two instances) never summarise the same rows twice. Gives the residents summarised.
 */
export async function sendQuietHoursSummaries(
  deps: { sql: Sql; push: Pick<PushService, 'sendToUser'>; productName: string },
  now: Date,
): Promise<number> {
  const { rows } = await deps.sql.query<{ user_id: string; notifications: number; messages: number }>(
    `with claimed as (
       delete from held_pushes where id in (
         select h.id from held_pushes h left join user_settings s on s.user_id = h.user_id
         where not coalesce(${quietAt('$1::int')}, false)
         for update of h skip locked)
       returning user_id, kind)
     select user_id, count(*) filter (where kind = 'notification')::int as notifications,
       count(*) filter (where kind = 'message')::int as messages
     from claimed group by user_id`,
    [townMinuteOfDay(now)],
  );
  await Promise.all(
    rows.map((r) =>
      deps.push.sendToUser(r.user_id, {
        title: deps.productName,
        body: summaryText(r.notifications, r.messages),
        url: '/notifications',
        tag: QUIET_HOURS_SUMMARY_TAG,
      }),
    ),
  );
  return rows.length;
}

/** The summary job (plugins/jobs.ts). */
export const quietHoursSummaryJob: ModuleJob = {
  name: 'quiet-hours-summary',
  everyMs: QUIET_HOURS_RUN_MS,
  run: (app, now) => sendQuietHoursSummaries({ sql: app.pool, push: app.push, productName: app.town.productName }, now),
};
