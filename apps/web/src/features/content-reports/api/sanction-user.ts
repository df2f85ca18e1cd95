import type { SanctionResponse } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

export type SanctionRequest =
  | { kind: 'warn'; userId: string; reason: string }
  | { kind: 'suspend'; userId: string; reason: string; days: number }
  | { kind: 'lift'; userId: string; reason: string };

export function sanctionUser(request: SanctionRequest) {
  const { kind, userId, ...body } = request;
  return api<SanctionResponse>(`/api/moderation/users/${encodeURIComponent(userId)}/${kind}`, {
    method: 'POST',
    body,
  });
}

/** Warn, suspend or lift a suspension; the queue (authors' state) and the log reload. */
export function useSanctionUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sanctionUser,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
