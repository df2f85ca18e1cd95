import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

type Actor = { id: string; role: Role } | null;

/**
 * Moderators (and admins) learn who filed a report the reporter signed with their name; nobody
 * learns who filed an anonymous one, and residents and visitors never learn who filed any.
 */
export const canSeeAuthor = (viewer: Actor, report: { anonymous: boolean }): boolean =>
  !report.anonymous && isStaff(viewer);

/**
 * A photo stored with a report (a neighbour's car, a house front) is seen by its reporter and the
 * town's staff only; the report's text stays public. An outside image (Open311 media_url) is the
 * town hall's own and stays as given. `readableSql` is the same rule for GET /uploads/:name.
 */
export const canSeePhoto = (viewer: Actor, report: { userId: string | null }): boolean =>
  isStaff(viewer) || (!!viewer && report.userId === viewer.id);

/** canSeePhoto in SQL, for the row `r`, the reader's id `viewer` and the boolean `staff` (SQL parameters). */
export const photoReadableSql = (r: string, viewer: string, staff: string): string =>
  `(${staff} or ${r}.user_id = ${viewer})`;

/** Only moderators and admins move a report from one status to another. */
export const canChangeStatus = (actor: Actor): boolean => isStaff(actor);

/**
 * The reporter reopens their resolved report within the window after its resolution; the answer
 * is the error code to throw, or 'ok'.
 */
export function canReopen(
  actor: NonNullable<Actor>,
  report: { userId: string | null; status: string; withinWindow: boolean | null },
): 'ok' | 'NEIGHBOUR_REPORT_REPORTER_ONLY' | 'NEIGHBOUR_REPORT_NOT_RESOLVED' | 'REOPEN_WINDOW_PASSED' {
  if (!report.userId || report.userId !== actor.id) return 'NEIGHBOUR_REPORT_REPORTER_ONLY';
  if (report.status !== 'resolu') return 'NEIGHBOUR_REPORT_NOT_RESOLVED';
  return report.withinWindow ? 'ok' : 'REOPEN_WINDOW_PASSED';
}
