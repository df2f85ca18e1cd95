import type { Announcement, AnnouncementInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announcementUrl, refreshAnnouncements } from './keys';

export const createAnnouncement = (input: AnnouncementInput) =>
  api<Announcement>('/api/announcements', { method: 'POST', body: input });

export const updateAnnouncement = ({ id, input }: { id: string; input: AnnouncementInput }) =>
  api<Announcement>(announcementUrl(id), { method: 'PUT', body: input });

export const withdrawAnnouncement = (id: string) =>
  api<Announcement>(`${announcementUrl(id)}/withdraw`, { method: 'POST' });

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAnnouncement, onSuccess: () => refreshAnnouncements(queryClient) });
}

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAnnouncement, onSuccess: () => refreshAnnouncements(queryClient) });
}

export function useWithdrawAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawAnnouncement, onSuccess: () => refreshAnnouncements(queryClient) });
}
