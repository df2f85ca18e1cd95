import type { GroupDetail } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupKeys } from './keys';

export const getGroup = (id: string) => api<GroupDetail>(`/api/groups/${encodeURIComponent(id)}`);

export const groupQuery = (id: string) => queryOptions({ queryKey: groupKeys.detail(id), queryFn: () => getGroup(id) });

export const useGroup = (id: string) => useQuery(groupQuery(id));
