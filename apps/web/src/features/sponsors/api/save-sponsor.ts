import type { Sponsor, SponsorInput, UpdateSponsorInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sponsorKeys } from './list-sponsors';

export const createSponsor = (input: SponsorInput) =>
  api<Sponsor>('/api/admin/sponsors', { method: 'POST', body: input });

export const updateSponsor = ({ id, input }: { id: string; input: UpdateSponsorInput }) =>
  api<Sponsor>(`/api/admin/sponsors/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useCreateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsor,
    // A retried create could add the sponsor twice.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }),
  });
}

export function useUpdateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSponsor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }),
  });
}
