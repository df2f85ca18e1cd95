import type { MunicipalService, UpdateMunicipalServiceInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { municipalServicesKey } from './list-municipal-services';

export const updateMunicipalService = ({ id, input }: { id: string; input: UpdateMunicipalServiceInput }) =>
  api<MunicipalService>(`/api/municipal-services/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdateMunicipalService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMunicipalService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: municipalServicesKey }),
  });
}
