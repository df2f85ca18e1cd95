import type { ChangeNeighbourReportStatusInput, NeighbourReportDetail } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { neighbourReportKeys, refreshReports } from './keys';

/** A moderator's status change, with its note. */
export const changeStatus = ({ id, input }: { id: string; input: ChangeNeighbourReportStatusInput }) =>
  api<NeighbourReportDetail>(`/api/neighbour-reports/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: input,
  });

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    retry: false,
    onSuccess: (report) => {
      queryClient.setQueryData(neighbourReportKeys.detail(report.id), report);
      return refreshReports(queryClient);
    },
  });
}
