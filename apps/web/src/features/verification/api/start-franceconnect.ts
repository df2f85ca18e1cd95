import type { FranceConnectStart } from '@portmarin/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const startFranceConnect = () =>
  api<FranceConnectStart>('/api/verification/franceconnect/start', { method: 'POST', body: {} });

/** Starts the identification: the browser leaves for FranceConnect and comes back to /verification. */
export function useStartFranceConnect() {
  return useMutation({
    mutationFn: startFranceConnect,
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
}
