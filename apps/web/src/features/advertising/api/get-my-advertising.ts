import type { MyAdvertising } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { advertisingKeys } from './keys';

export const getMyAdvertising = (signal?: AbortSignal) => api<MyAdvertising>('/api/advertising/me', { signal });

/** My business pages with their figures, and the requests made for them. */
export const myAdvertisingQuery = () =>
  queryOptions({ queryKey: advertisingKeys.mine(), queryFn: ({ signal }) => getMyAdvertising(signal) });

export const useMyAdvertising = (enabled: boolean) => useQuery({ ...myAdvertisingQuery(), enabled });
