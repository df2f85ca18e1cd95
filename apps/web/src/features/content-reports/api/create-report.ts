import type { ContentReportReceipt, CreateContentReportInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const createReport = (input: CreateContentReportInput) =>
  api<ContentReportReceipt>('/api/reports', { method: 'POST', body: input });

/** Sends a report; the acknowledgement arrives as a notification, so the bell's list reloads. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
