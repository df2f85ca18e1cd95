import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

/** Only moderators and admins move a suggestion through its statuses. */
export const canSetSuggestionStatus = (actor: { role: Role } | null): boolean => isStaff(actor);
