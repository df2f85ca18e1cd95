import type { CreateNeighbourReportInput, NeighbourReportDetail } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload';
import { refreshReports } from './keys';

export type CreateReportVariables = {
  input: Omit<CreateNeighbourReportInput, 'uploadId' | 'imageAlt'>;
  photo: Blob | null;
  /** What the photo shows, its text alternative (RGAA 1.3). */
  photoDescription?: string;
};

/** The photo goes through the upload pipeline first (re-encoded, EXIF and GPS removed), then the report. */
export async function createReport({
  input,
  photo,
  photoDescription,
}: CreateReportVariables): Promise<NeighbourReportDetail> {
  const upload = photo ? await uploadImage(photo, 'post') : null;
  const description = upload ? photoDescription?.trim() : undefined;
  return api<NeighbourReportDetail>('/api/neighbour-reports', {
    method: 'POST',
    body: { ...input, uploadId: upload?.id ?? null, ...(description ? { imageAlt: description } : {}) },
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
