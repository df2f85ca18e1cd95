import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

/** The author removes their own story; moderators and admins remove any. */
export function canDeleteStory(viewer: { id: string; role: Role }, story: { userId: string }): boolean {
  return viewer.id === story.userId || isStaff(viewer);
}
