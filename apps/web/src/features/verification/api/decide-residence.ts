import type { CounterVerificationInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { residenceDeskQuery } from './get-residence-desk';

const residentUrl = (userId: string, action: string) =>
  `/api/verification/residence/${encodeURIComponent(userId)}/${action}`;

/** The town hall's decisions; each refreshes the desk (and its resident search). */
export type ResidenceDecision =
  | { kind: 'counter'; input: CounterVerificationInput }
  | { kind: 'confirm'; userId: string }
  | { kind: 'refuse'; userId: string; reason: string }
  | { kind: 'revoke'; userId: string; reason: string };

function decide(decision: ResidenceDecision): Promise<null> {
  switch (decision.kind) {
    case 'counter':
      return api<null>('/api/verification/residence/counter', { method: 'POST', body: decision.input });
    case 'confirm':
      return api<null>(residentUrl(decision.userId, 'confirm'), { method: 'POST', body: {} });
    case 'refuse':
    case 'revoke':
      return api<null>(residentUrl(decision.userId, decision.kind), {
        method: 'POST',
        body: { reason: decision.reason },
      });
  }
}

export function useDecideResidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: residenceDeskQuery.queryKey }),
  });
}
