import type { PushPayload } from '@portmarin/shared';

/** Spec section 4: the texts shown when a push carries no title or no body. */
export const DEFAULT_PUSH_TITLE = 'Nouvelle notification';
export const DEFAULT_PUSH_BODY = 'Vous avez reçu une nouvelle notification';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * Reads a push message's JSON (shared PushPayload) without trusting it: a missing or malformed
 * field falls back to the spec's default texts and the feed. The service worker stays free of zod.
 */
export function readPushPayload(raw: string | null | undefined): PushPayload {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: shown with the default texts.
  }
  return {
    title: text(data.title) ?? DEFAULT_PUSH_TITLE,
    body: text(data.body) ?? DEFAULT_PUSH_BODY,
    url: text(data.url) ?? '/notifications',
    tag: text(data.tag),
  };
}

/** Only our own pages open from a notification: anything else (another site, javascript:) opens the feed. */
export function safeTargetUrl(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    if (target.origin === origin) return target.href;
  } catch {
    // Unparsable: the feed.
  }
  return new URL('/feed', origin).href;
}
