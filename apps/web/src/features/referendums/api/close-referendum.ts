import type { Referendum } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshReferendums, referendumUrl } from './keys';

export const closeReferendum = (id: string) =>
  api<Referendum>(`${referendumUrl(id)}/close`, { method: 'POST', body: {} });

/** A moderator closes a referendum early; the lists, stats and page reload. */
export function useCloseReferendum() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeReferendum, retry: false, onSettled: () => refreshReferendums(queryClient) });
}
