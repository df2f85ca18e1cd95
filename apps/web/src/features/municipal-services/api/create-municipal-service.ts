import type { CreateMunicipalServiceInput, MunicipalService } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { municipalServicesKey } from './list-municipal-services';

export const createMunicipalService = (input: CreateMunicipalServiceInput) =>
  api<MunicipalService>('/api/municipal-services', { method: 'POST', body: input });

export function useCreateMunicipalService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMunicipalService,
    // A retried create could add the service twice.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: municipalServicesKey }),
  });
}
