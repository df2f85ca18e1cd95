import type { DatingEventsList } from '@portmarin/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { datingKeys } from './keys';

export const listDatingEvents = (signal?: AbortSignal) => api<DatingEventsList>('/api/dating/events', { signal });

/** The town's upcoming events meant for meeting people. */
export const useDatingEvents = () =>
  useQuery({ queryKey: datingKeys.events, queryFn: ({ signal }) => listDatingEvents(signal) });
