/** One role per account; `mairie` publishes the town hall's announcements (admins may too). */
export const ROLES = ['user', 'moderator', 'mairie', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Issue 30: the town hall's announcement categories, the most urgent first. */
export const ANNOUNCEMENT_CATEGORIES = [
  'Alerte',
  'Travaux',
  'Coupure',
  'Circulation',
  'Événement',
  'Information',
] as const;
/** Where a resident opened an announcement from: counted once per resident, the first source kept. */
export const ANNOUNCEMENT_OPEN_SOURCES = ['push', 'feed', 'list', 'notification', 'link', 'search'] as const;
/** What an e-mail subscriber receives: the « Alerte » announcements only, or all of them. */
export const MAIL_ALERT_SCOPES = ['alerts', 'all'] as const;
/** How a resident proved where they live: a code sent by post, or documents seen at the town hall's counter. */
export const RESIDENCE_METHODS = ['letter', 'counter'] as const;
/**
 * A residence verification's life: a letter waits to be printed, then its code to be typed; past
 * the address's cap the town hall confirms; verified for two years (then expired), or revoked.
 */
export const RESIDENCE_STATES = [
  'letter_requested',
  'letter_sent',
  'awaiting_confirmation',
  'verified',
  'revoked',
] as const;
/** Who votes in a referendum: verified residents, or accounts with a verified e-mail (the rule before issue 37). */
export const REFERENDUM_ELECTORATES = ['verified_residents', 'verified_accounts'] as const;
/** How long a residence verification lasts before the resident renews it. */
export const RESIDENCE_VERIFICATION_YEARS = 2;
/** How long a letter's code can be typed, and how many wrong tries lock it. */
export const RESIDENCE_CODE_DAYS = 60;
export const RESIDENCE_CODE_MAX_ATTEMPTS = 5;
/**
 * The letter's code alphabet: no I, L, O, 0 or 1, which read alike on paper. A code is 8 of them,
 * printed in two groups of four (« K7MP-3XQA »).
 */
export const RESIDENCE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RESIDENCE_CODE_LENGTH = 8;

/** How long before a verification's end the resident may renew it, and is told that it ends. */
export const RESIDENCE_RENEWAL_MONTHS = 3;
export const RESIDENCE_EXPIRY_NOTICE_DAYS = 30;

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

// Values the web app needs too: it imports this file alone (`@portmarin/shared/constants`), which
// never imports zod, so that zod stays out of its chunks.

export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
/** A photo's description, its text alternative (RGAA 1.3). */
export const PHOTO_DESCRIPTION_MAX_LENGTH = 250;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_MAX_LENGTH = 2000;
export const GROUP_MAX_PARTICIPANTS = 50;

/** The WebSocket close code of /api/realtime when the session ended (sign-out, deletion): no reconnection. */
export const CLOSE_SESSION_ENDED = 4401;
/** Policy violation (RFC 6455): an unreadable frame, or more frames than a real tab ever sends. */
export const CLOSE_POLICY_VIOLATION = 1008;
/** The resident opened more sockets than the server keeps: the oldest one is closed; it does not reconnect. */
export const CLOSE_TOO_MANY_SOCKETS = 4429;

/** The JSON data blocks the server writes into the page: the town configuration, and the feed's first screen. */
export const TOWN_CONFIG_ELEMENT_ID = 'town-config';
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

// Sharing (spec section 9): the share panel and the Open Graph tags of /post/{id} say the same.

export const SHARE_DESCRIPTION_MAX = 160;
export const DEFAULT_SHARE_TITLE = 'Découvrez ce contenu';
export const DEFAULT_POST_DESCRIPTION = 'Découvrez cette publication';
/** The fallback window of a failing native share. */
export const SHARE_POPUP_FEATURES = 'width=600,height=400';

export type ShareChannel = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'email' | 'copy' | 'native';

export type ShareLinks = Record<'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'email', string>;

/** The share address of each network for one page. */
export function buildShareLinks({
  url,
  title,
  description,
}: {
  url: string;
  title: string;
  description?: string;
}): ShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const body = encodeURIComponent(description ? `${description}\n\n${url}` : url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${t}&body=${body}`,
  };
}

/** 'Publication de {name}', 'Un utilisateur' when the author has no name. */
export function postShareTitle(author: { name?: string | null; username?: string | null }): string {
  const name = author.name?.trim() || author.username?.trim();
  return `Publication de ${name || 'Un utilisateur'}`;
}

/** The post's text cut to 160 characters, 'Découvrez cette publication' when empty. */
export function postShareDescription(content: string): string {
  const text = content.trim();
  if (!text) return DEFAULT_POST_DESCRIPTION;
  // Cut by code points so an emoji is never split in half.
  return Array.from(text).slice(0, SHARE_DESCRIPTION_MAX).join('');
}

/** The public address of a post: {origin}/post/{id}. */
export function postShareUrl(postId: string, origin: string): string {
  return `${origin}/post/${encodeURIComponent(postId)}`;
}

// Two messages of the error registry (errors.ts) the feed's first screen shows on its own: kept here,
// a module apart, so that the registry stays out of the first screen's bundle.
/** What a resident reads when the server answered an error without saying which (a proxy's page). */
export const INTERNAL_ERROR_MESSAGE = "Une erreur inattendue s'est produite";
/** A photo refused before it is sent, as the server would refuse it. */
export const IMAGE_TOO_LARGE_MESSAGE = 'La photo dépasse la taille maximale de 10 Mo.';
