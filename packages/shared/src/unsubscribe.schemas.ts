import { z } from 'zod';

/** The query of a mail's link (unsubscribe, confirmation): its token. */
export const MailLinkQuery = z.object({
  token: z.string().min(1).max(512),
});
export type MailLinkQuery = z.infer<typeof MailLinkQuery>;

/** RFC 8058's one-click body, form-encoded: `List-Unsubscribe=One-Click`. */
export const OneClickUnsubscribeInput = z.object({
  'List-Unsubscribe': z.literal('One-Click', { message: 'Le corps attendu est « List-Unsubscribe=One-Click ».' }),
});
export type OneClickUnsubscribeInput = z.infer<typeof OneClickUnsubscribeInput>;
