import type { SessionUser } from '@portmarin/shared';

/**
 * Nobody reports their own content; visitors see the button, which asks them to sign in. Apart
 * from report-form.ts: the feed's cards import this, and must not pull the shared schemas (zod).
 */
export const canReport = (me: Pick<SessionUser, 'id'> | null, authorId: string | null | undefined): boolean =>
  !me || !authorId || me.id !== authorId;
