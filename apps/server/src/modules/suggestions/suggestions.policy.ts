import type { Role } from '@portmarin/shared';
import { isModerator } from '../../lib/roles.ts';

/** Only moderators and admins move a suggestion through its statuses. */
export const canSetSuggestionStatus = (actor: { role: Role } | null): boolean => isModerator(actor);
