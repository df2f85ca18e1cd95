import type { ANNOUNCEMENT_OPEN_SOURCES } from '@portmarin/shared';
import { api } from '@/lib/api-client';
import { announcementUrl } from './keys';

export type OpenSource = (typeof ANNOUNCEMENT_OPEN_SOURCES)[number];

/** Tells the mairie a resident read it: counted once per resident by the server. */
export const recordAnnouncementOpen = (id: string, source: OpenSource) =>
  api<void>(`${announcementUrl(id)}/opens`, { method: 'POST', body: { source } });
