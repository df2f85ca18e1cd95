import { api } from '@/lib/api-client';

/** Idempotent on the server: viewing twice keeps one view. */
export const viewStory = (id: string) =>
  api<void>(`/api/stories/${encodeURIComponent(id)}/view`, { method: 'POST', body: {} });
