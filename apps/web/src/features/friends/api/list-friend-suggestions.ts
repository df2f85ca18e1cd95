import type { FriendSuggestionsResponse } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendKeys } from './friends-api';
import { api } from '@/lib/api-client';

export const listFriendSuggestions = (signal?: AbortSignal) =>
  api<FriendSuggestionsResponse>('/api/friends/suggestions', { signal });

/** 'Personnes que vous pourriez connaître', ranked by mutual friends. */
export const friendSuggestionsQuery = queryOptions({
  queryKey: friendKeys.suggestions,
  queryFn: ({ signal }) => listFriendSuggestions(signal),
});

export const useFriendSuggestions = (enabled: boolean) => useQuery({ ...friendSuggestionsQuery, enabled });
