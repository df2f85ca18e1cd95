import type { FollowNeighbourReportResponse } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshReports } from './keys';

/** "Moi aussi": follow (counted, told of status changes) or stop following. */
export const followReport = ({ id, follow }: { id: string; follow: boolean }) =>
  api<FollowNeighbourReportResponse>(`/api/neighbour-reports/${encodeURIComponent(id)}/follow`, {
    method: follow ? 'POST' : 'DELETE',
  });

export function useFollowReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: followReport, onSettled: () => refreshReports(queryClient) });
}
