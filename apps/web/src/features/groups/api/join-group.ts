import type { JoinGroupResponse, LeaveGroupResponse } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshGroups } from './keys';

const groupUrl = (id: string) => `/api/groups/${encodeURIComponent(id)}`;

export const joinGroup = (id: string) => api<JoinGroupResponse>(`${groupUrl(id)}/join`, { method: 'POST' });
export const cancelJoinRequest = (id: string) => api<void>(`${groupUrl(id)}/join-request`, { method: 'DELETE' });
export const leaveGroup = (id: string) => api<LeaveGroupResponse>(`${groupUrl(id)}/leave`, { method: 'POST' });

/** Joining (a request for a private group); then both lists and the group's page reload. */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinGroup, onSettled: () => refreshGroups(queryClient) });
}

export function useCancelJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelJoinRequest, onSettled: () => refreshGroups(queryClient) });
}

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveGroup, retry: false, onSettled: () => refreshGroups(queryClient) });
}
