import { api } from '@/lib/api-client';
import { announcementUrl } from './keys';

export type OpenSource = 'push' | 'feed' | 'list' | 'notification' | 'link';

/** Tells the mairie a resident read it: counted once per resident by the server. */
export const recordAnnouncementOpen = (id: string, source: OpenSource) =>
  api<void>(`${announcementUrl(id)}/opens`, { method: 'POST', body: { source } });
