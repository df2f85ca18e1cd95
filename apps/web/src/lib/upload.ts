import type { UploadKind, UploadResponse } from '@portmarin/shared';
import { api } from './api-client';

/** Sends one image to the server, which checks, re-encodes and stores it. */
export function uploadImage(file: Blob, kind: UploadKind): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'photo');
  return api<UploadResponse>(`/api/uploads?kind=${kind}`, { method: 'POST', body });
}

/** A data URL (Capacitor camera result) as a Blob for uploadImage. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob();
}
