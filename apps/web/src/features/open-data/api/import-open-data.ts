import type { OpenDataImportReport } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The three open-data imports, each served by its owning module. */
export const OPEN_DATA_IMPORT_PATHS = {
  associations: '/api/associations/import',
  businesses: '/api/businesses/import',
  municipalServices: '/api/municipal-services/import',
} as const;
export type OpenDataKind = keyof typeof OPEN_DATA_IMPORT_PATHS;

/** Sends a file as a multipart upload: `preview` reads and checks it without writing, `import` writes it. */
export function sendOpenDataFile(
  kind: OpenDataKind,
  file: File,
  mode: OpenDataImportReport['mode'],
): Promise<OpenDataImportReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  const path = OPEN_DATA_IMPORT_PATHS[kind];
  return api<OpenDataImportReport>(mode === 'preview' ? `${path}/preview` : path, { method: 'POST', body });
}

export function usePreviewOpenData(kind: OpenDataKind) {
  return useMutation({ mutationFn: (file: File) => sendOpenDataFile(kind, file, 'preview') });
}

export function useImportOpenData(kind: OpenDataKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendOpenDataFile(kind, file, 'import'),
    // The same file sent twice changes nothing, but a retry would still read it all again.
    retry: false,
    // The lists of another feature now hold the imported entries: their cached pages are stale.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
