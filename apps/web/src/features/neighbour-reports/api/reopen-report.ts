import type { NeighbourReportDetail } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { neighbourReportKeys, refreshReports } from './keys';

/** The reporter reopens their resolved report (within 30 days of its resolution). */
export const reopenReport = ({ id, note }: { id: string; note: string | null }) =>
  api<NeighbourReportDetail>(`/api/neighbour-reports/${encodeURIComponent(id)}/reopen`, {
    method: 'POST',
    body: { note },
  });

export function useReopenReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenReport,
    retry: false,
    onSuccess: (report) => {
      queryClient.setQueryData(neighbourReportKeys.detail(report.id), report);
      return refreshReports(queryClient);
    },
  });
}
