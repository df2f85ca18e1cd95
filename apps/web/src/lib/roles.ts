import type { Role } from '@portmarin/shared';

type Person = { role: Role } | null | undefined;

/** Moderators, and admins who have every moderator power: the town's staff (the server checks again). */
export const isStaff = (person: Person): boolean => person?.role === 'moderator' || person?.role === 'admin';

export const isAdmin = (person: Person): boolean => person?.role === 'admin';

/** The town hall's staff who publish its announcements, and admins (the server checks again). */
export const hasMairieRight = (person: Person): boolean => person?.role === 'mairie' || person?.role === 'admin';
