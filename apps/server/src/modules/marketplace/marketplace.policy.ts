import type { Role } from '@portmarin/shared';
import { isStaff } from '../../lib/roles.ts';

/** Only its seller edits a listing or changes its status. */
export const isListingOwner = (actor: { id: string } | null, sellerId: string): boolean => actor?.id === sellerId;

/** Its seller deletes a listing; moderators too (logged). */
export const canDeleteListing = (actor: { id: string; role: Role } | null, sellerId: string): boolean =>
  isListingOwner(actor, sellerId) || isStaff(actor);
