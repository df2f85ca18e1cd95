import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';

/** A group or a business page: the places whose posts the server announces on the socket. */
export type LivePlace = { groupId: string } | { businessPageId: string };

/**
 * Keeps a place's post list live: a 'place.post' event for this place (sent only to those who may
 * read it) reloads the list under `listKey`, so a member sees a new post without a reload.
 */
export function useLivePlacePosts(place: LivePlace, listKey: QueryKey): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('place.post', (event) => {
    const here = 'groupId' in place ? event.groupId === place.groupId : event.businessPageId === place.businessPageId;
    if (here) void queryClient.invalidateQueries({ queryKey: listKey });
  });
}
