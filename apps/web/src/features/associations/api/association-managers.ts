import type { AssociationManagers } from '@portmarin/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { associationsKey } from './list-associations';

const managersKey = (associationId: string) => [...associationsKey, 'managers', associationId] as const;
const managersUrl = (associationId: string) => `/api/associations/${encodeURIComponent(associationId)}/managers`;

export const listAssociationManagers = (associationId: string, signal?: AbortSignal) =>
  api<AssociationManagers>(managersUrl(associationId), { signal });

/** The residents who manage an association (admins only). */
export const associationManagersQuery = (associationId: string) =>
  queryOptions({
    queryKey: managersKey(associationId),
    queryFn: ({ signal }) => listAssociationManagers(associationId, signal),
  });

export const useAssociationManagers = (associationId: string, enabled: boolean) =>
  useQuery({ ...associationManagersQuery(associationId), enabled });

/** Names a resident, found by their username, manager of the association. */
export async function addAssociationManager({ associationId, username }: { associationId: string; username: string }) {
  const profile = await api<{ id: string }>(`/api/profiles/${encodeURIComponent(username.replace(/^@/, ''))}`);
  await api<void>(`${managersUrl(associationId)}/${encodeURIComponent(profile.id)}`, { method: 'PUT' });
}

export const removeAssociationManager = ({ associationId, userId }: { associationId: string; userId: string }) =>
  api<void>(`${managersUrl(associationId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useAddAssociationManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAssociationManager,
    onSettled: (_data, _error, { associationId }) =>
      queryClient.invalidateQueries({ queryKey: managersKey(associationId) }),
  });
}

export function useRemoveAssociationManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAssociationManager,
    onSettled: (_data, _error, { associationId }) =>
      queryClient.invalidateQueries({ queryKey: managersKey(associationId) }),
  });
}
