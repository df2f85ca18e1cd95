import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

type Actor = { id: string; role: Role } | null;

/**
 * Moderators (and admins) learn who filed a report the reporter signed with their name; nobody
 * learns who filed an anonymous one, and residents and visitors never learn who filed any.
 */
export const canSeeAuthor = (viewer: Actor, report: { anonymous: boolean }): boolean =>
  !report.anonymous && isStaff(viewer);

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
