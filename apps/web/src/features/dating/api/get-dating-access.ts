import type { DatingAccess } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { datingKeys } from './keys';

export const getDatingAccess = (signal?: AbortSignal) => api<DatingAccess>('/api/dating/me', { signal });

/** The server's answer on the age gate (403 when not passed, or a minor) and one's own profile. */
export const datingAccessQuery = (enabled: boolean) =>
  queryOptions({ queryKey: datingKeys.access, queryFn: ({ signal }) => getDatingAccess(signal), enabled });

export const useDatingAccess = (enabled: boolean) => useQuery(datingAccessQuery(enabled));
