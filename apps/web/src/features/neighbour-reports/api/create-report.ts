import type { CreateNeighbourReportInput, NeighbourReportDetail } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload';
import { refreshReports } from './keys';

export type CreateReportVariables = { input: Omit<CreateNeighbourReportInput, 'uploadId'>; photo: Blob | null };

/** The photo goes through the upload pipeline first (re-encoded, EXIF and GPS removed), then the report. */
export async function createReport({ input, photo }: CreateReportVariables): Promise<NeighbourReportDetail> {
  const upload = photo ? await uploadImage(photo, 'post') : null;
  return api<NeighbourReportDetail>('/api/neighbour-reports', {
    method: 'POST',
    body: { ...input, uploadId: upload?.id ?? null },
  });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // A retried send could file the report twice.
    retry: false,
    onSuccess: () => refreshReports(queryClient),
  });
}
