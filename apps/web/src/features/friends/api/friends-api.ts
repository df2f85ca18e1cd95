import type { FriendRelation, FriendRelationResponse, ProfileFriendsResponse } from '@portmarin/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toasts';

/** Every friends query starts with 'friends': one invalidation refreshes /friends and the profiles' blocks. */
export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
  suggestions: ['friends', 'suggestions'] as const,
  of: (username: string) => ['friends', 'of', username.toLowerCase()] as const,
};

export const getProfileFriends = (username: string, signal?: AbortSignal) =>
  api<ProfileFriendsResponse>(`/api/friends/of/${encodeURIComponent(username)}`, { signal });

/** A public profile's first friends, their total and where the viewer stands with its resident. */
export const profileFriendsQuery = (username: string) =>
  queryOptions({ queryKey: friendKeys.of(username), queryFn: ({ signal }) => getProfileFriends(username, signal) });

export const useProfileFriends = (username: string) => useQuery(profileFriendsQuery(username));

/** What a resident can do about another: ask, accept, refuse, cancel their request, or end the friendship. */
export type FriendAction = 'send' | 'accept' | 'refuse' | 'cancel' | 'remove';

export function runFriendAction(action: FriendAction, userId: string): Promise<FriendRelationResponse> {
  const id = encodeURIComponent(userId);
  switch (action) {
    case 'send':
      return api('/api/friends/requests', { method: 'POST', body: { userId } });
    case 'accept':
      return api(`/api/friends/requests/${id}/accept`, { method: 'POST' });
    case 'refuse':
      return api(`/api/friends/requests/${id}/refuse`, { method: 'POST' });
    case 'cancel':
      return api(`/api/friends/requests/${id}`, { method: 'DELETE' });
    case 'remove':
      return api(`/api/friends/${id}`, { method: 'DELETE' });
  }
}

/** The toast after each action, in French. */
export const FRIEND_ACTION_DONE: Record<FriendAction, (name: string) => string> = {
  send: (name) => `Demande d’ami envoyée à ${name}`,
  accept: (name) => `Vous êtes maintenant ami·e avec ${name}`,
  refuse: (name) => `Demande de ${name} refusée`,
  cancel: (name) => `Demande à ${name} annulée`,
  remove: (name) => `${name} a été retiré·e de vos amis`,
};

/**
 * Any action changes several lists (requests, friends, suggestions, profile blocks): all of them reload.
 * The outcome is told here, not by the button: an accepted or refused request leaves its list, so
 * the row's button is gone before a per-call callback could run.
 */
export function useFriendAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: FriendAction; userId: string; name: string }) =>
      runFriendAction(action, userId),
    retry: false,
    onSuccess: (_, { action, name }) => toast.success(FRIEND_ACTION_DONE[action](name)),
    onError: (error) => toastRequestError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  });
}

export type { FriendRelation };
