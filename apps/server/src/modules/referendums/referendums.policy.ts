import type { Role } from '@portmarin/shared';
import { isAdmin, isStaff } from '../../lib/roles.ts';

type Actor = { role: Role } | null;

/** Creating and closing early: the town's moderators and admins. */
export const canManageReferendums = (actor: Actor): boolean => isStaff(actor);

/** Who voted what is shown to admins, and only when the referendum is not anonymous. */
export const canSeeVoters = (actor: Actor, referendum: { anonymous: boolean }): boolean =>
  isAdmin(actor) && !referendum.anonymous;
