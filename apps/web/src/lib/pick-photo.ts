import { dataUrlToBlob } from '@/lib/upload';

/** A photo chosen for a post or a neighbour report: the file to upload and its data URL for the preview. */
export type PickedPhoto = { blob: Blob; previewUrl: string };

export class NotAnImageError extends Error {}

/** Spec section 5: photo picks accept image files only. */
export function isImage(file: Blob): boolean {
  return file.type.startsWith('image/');
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture impossible'));
    reader.readAsDataURL(file);
  });
}

/** A file from the web inputs (camera capture or gallery). */
export async function photoFromFile(file: File): Promise<PickedPhoto> {
  if (!isImage(file)) throw new NotAnImageError();
  return { blob: file, previewUrl: await readAsDataUrl(file) };
}

/**
 * Native camera or photo library (spec section 7: quality 90, editing allowed, a data URL).
 * Loaded on demand so the web build does not carry the plugin in the feed's chunk.
 */
export async function pickNativePhoto(from: 'camera' | 'gallery'): Promise<PickedPhoto | null> {
  const { Camera, CameraResultType, CameraSource } = await import('@capacitor/camera');
  try {
    // getPhoto is the call that returns a data URL with editing (its successors do not).
    const photo = await Camera.getPhoto({
      quality: 90,
      allowEditing: true,
      resultType: CameraResultType.DataUrl,
      source: from === 'camera' ? CameraSource.Camera : CameraSource.Photos,
    });
    if (!photo.dataUrl) throw new Error('Aucune photo reçue');
    const blob = await dataUrlToBlob(photo.dataUrl);
    if (!isImage(blob)) throw new NotAnImageError();
    return { blob, previewUrl: photo.dataUrl };
  } catch (error) {
    // Closing the camera or the library is a choice, not a failure.
    if (error instanceof Error && /cancel/i.test(error.message)) return null;
    throw error;
  }
}
