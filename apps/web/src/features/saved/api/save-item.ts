import type { SavedIds, SavedKind, SavedState } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedKeys } from './saved-keys';

const itemPath = (kind: SavedKind, id: string) => `/api/saved/${kind}/${encodeURIComponent(id)}`;

/** PUT saves, DELETE removes; both idempotent. */
export const setSaved = (kind: SavedKind, id: string, saved: boolean) =>
  api<SavedState>(itemPath(kind, id), { method: saved ? 'PUT' : 'DELETE' });

/** Which of `ids` (one kind) the resident saved. */
export const listSavedIds = (kind: SavedKind, ids: string[], signal?: AbortSignal) =>
  api<SavedIds>(`/api/saved/ids?kind=${kind}&ids=${ids.map(encodeURIComponent).join(',')}`, { signal });

/** Whether one event, listing or page is saved (a post's read model says it already). */
export const savedStateQuery = (kind: SavedKind, id: string) =>
  queryOptions({
    queryKey: savedKeys.state(kind, id),
    queryFn: async ({ signal }) => (await listSavedIds(kind, [id], signal)).ids.includes(id),
  });

export const useSavedState = (kind: SavedKind, id: string, enabled: boolean) =>
  useQuery({ ...savedStateQuery(kind, id), enabled });
