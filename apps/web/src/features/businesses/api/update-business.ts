import type { Business, BusinessFlagsInput, UpdateBusinessInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BUSINESSES_KEY } from './list-businesses';

const url = (id: string) => `/api/businesses/${encodeURIComponent(id)}`;

export const updateBusiness = ({ id, input }: { id: string; input: UpdateBusinessInput }) =>
  api<Business>(url(id), { method: 'PATCH', body: input });

export const setBusinessFlags = ({ id, flags }: { id: string; flags: BusinessFlagsInput }) =>
  api<Business>(`${url(id)}/flags`, { method: 'PATCH', body: flags });

export const deleteBusiness = (id: string) => api<void>(url(id), { method: 'DELETE' });

/** Edits, moderation and removal all refresh both screens, the counters and the open card. */
function useBusinessMutation<T, R>(mutationFn: (vars: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY }) });
}

export const useUpdateBusiness = () => useBusinessMutation(updateBusiness);
export const useSetBusinessFlags = () => useBusinessMutation(setBusinessFlags);
export const useDeleteBusiness = () => useBusinessMutation(deleteBusiness);
