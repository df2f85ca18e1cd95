import type { Business, CreateBusinessForm } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BUSINESSES_KEY } from './list-businesses';

export const createBusiness = (input: CreateBusinessForm) =>
  api<Business>('/api/businesses', { method: 'POST', body: input });

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    // A retried create could add the entry twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY }),
  });
}
