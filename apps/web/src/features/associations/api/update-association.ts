import type { Association, UpdateAssociationInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { associationsKey } from './list-associations';

export const updateAssociation = ({ id, input }: { id: string; input: UpdateAssociationInput }) =>
  api<Association>(`/api/associations/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export function useUpdateAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssociation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: associationsKey }),
  });
}
