import { z } from 'zod';
import { EmailField } from './auth.schemas.ts';
import { MAIL_ALERT_SCOPES } from './constants.ts';

/** What a subscriber receives by e-mail: the « Alerte » announcements only, or every announcement. */
export const MailAlertScope = z.enum(MAIL_ALERT_SCOPES, {
  message: 'Choisissez « Alerte » seulement ou toutes les annonces.',
});
export type MailAlertScope = z.infer<typeof MailAlertScope>;

/** POST /api/mail-alerts: an address asks for the town hall's announcements by e-mail (double opt-in). */
export const SubscribeMailAlertsInput = z
  .object({
    email: EmailField,
    scope: MailAlertScope,
  })
  .strict();
export type SubscribeMailAlertsInput = z.infer<typeof SubscribeMailAlertsInput>;

/** The same answer whether the address was new, waiting or already subscribed. */
export const MailAlertsRequested = z.object({ message: z.string() });
export type MailAlertsRequested = z.infer<typeof MailAlertsRequested>;

export const MAIL_ALERTS_REQUESTED_MESSAGE =
  'Un e-mail de confirmation vient d’être envoyé. Ouvrez le lien qu’il contient pour recevoir les annonces.';
