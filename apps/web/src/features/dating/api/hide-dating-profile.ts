import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { datingKeys } from './keys';

const hidePath = (id: string) => `/api/dating/profiles/${encodeURIComponent(id)}/hide`;

export const hideDatingProfile = (id: string) => api<void>(hidePath(id), { method: 'POST' });
export const unhideDatingProfile = (id: string) => api<void>(hidePath(id), { method: 'DELETE' });

/** 'Masquer' (kept by the server) and its undo; the lists reload either way. */
export function useHideDatingProfile() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: datingKeys.profileLists });
  const hide = useMutation({ mutationFn: hideDatingProfile, onSuccess: reload });
  const unhide = useMutation({ mutationFn: unhideDatingProfile, onSuccess: reload });
  return { hide, unhide };
}
