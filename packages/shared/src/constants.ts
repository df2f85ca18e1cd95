export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Names that are also fixed paths next to /api/profiles/{username}: such a profile could not be opened. */
export const RESERVED_USERNAMES: readonly string[] = ['featured'];
export const FULL_NAME_MAX_LENGTH = 80;

/** Spec section 9. */
export const SPLASH_DURATION_MS = 2000;
export const INSTALL_BANNER_DELAY_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const LEGAL_LAST_UPDATED = '16 mai 2025';
