import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sessionQuery, useSession } from '@/lib/auth';

/**
 * Keeps the tab's realtime socket open while a resident is signed in and maps its events to the query
 * cache. The socket code and the mapping are imported on demand: they are not in the first screen's JS.
 */
export function RealtimeConnection() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : null;
  // Bumped to open a new socket when the server ended one but the session turns out to be still valid.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('@/lib/realtime'), import('./realtime-cache')]).then(
      ([realtime, cache]) => {
        if (cancelled) return;
        stop = realtime.startRealtime({
          onEvent: (event) => {
            cache.applyRealtimeEvent(queryClient, event);
            realtime.dispatchRealtime(event);
          },
          onReconnect: () => cache.refreshAfterReconnect(queryClient),
          onSessionEnded: () => {
            // Signed out (here or elsewhere): the session query learns it and this effect ends.
            void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }).then(() => {
              if (!cancelled && queryClient.getQueryData(sessionQuery.queryKey)?.user) setGeneration((g) => g + 1);
            });
          },
        });
      },
      () => {
        // The chunk could not load (offline, new deployment): the app works without live updates,
        // and a reload or the next sign-in tries again.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient, generation]);

  return null;
}
