import type { UploadKind, UploadResponse } from '@portmarin/shared';
import { ApiError } from './api-client';

/** Sends one image to the server, which checks, re-encodes and stores it. */
export async function uploadImage(file: Blob, kind: UploadKind): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'photo');
  let response: Response;
  try {
    response = await fetch(`/api/uploads?kind=${kind}`, { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Impossible de joindre le serveur. Vérifiez votre connexion.');
  }
  const payload = (await response.json().catch(() => null)) as
    UploadResponse | { error?: { code: string; message: string } } | null;
  if (response.ok) return payload as UploadResponse;
  const error = (payload as { error?: { code: string; message: string } } | null)?.error;
  throw new ApiError(
    response.status,
    error?.code ?? 'INTERNAL_ERROR',
    error?.message ?? "Une erreur inattendue s'est produite",
  );
}

/** A data URL (Capacitor camera result) as a Blob for uploadImage. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob();
}
