import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { municipalServicesKey } from './list-municipal-services';

export const deleteMunicipalService = (id: string) =>
  api<void>(`/api/municipal-services/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteMunicipalService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMunicipalService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: municipalServicesKey }),
  });
}
