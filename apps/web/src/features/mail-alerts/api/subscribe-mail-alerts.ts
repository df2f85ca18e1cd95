import type { MailAlertsRequested, SubscribeMailAlertsInput } from '@portmarin/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for the town hall's announcements by e-mail: the server sends the confirmation link. */
export const subscribeMailAlerts = (input: SubscribeMailAlertsInput) =>
  api<MailAlertsRequested>('/api/mail-alerts', { method: 'POST', body: input });

export function useSubscribeMailAlerts() {
  return useMutation({ mutationFn: subscribeMailAlerts });
}
