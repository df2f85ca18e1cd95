import type { Post } from '@portmarin/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postKeys } from './post-keys';
import { api } from '@/lib/api-client';

export const getPost = (id: string, signal?: AbortSignal) =>
  api<Post>(`/api/posts/${encodeURIComponent(id)}`, { signal });

export const postQuery = (id: string) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });

export function usePost(id: string, enabled: boolean) {
  return useQuery({ ...postQuery(id), enabled });
}
