import { ERRORS } from '@portmarin/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { requestErrorMessage } from './toasts';
import { uploadImage } from './upload';
import { json } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('tells the photo storage’s outage in French, not as a generic failure', async () => {
    const { message } = ERRORS.STORAGE_UNAVAILABLE;
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ error: { code: 'STORAGE_UNAVAILABLE', message } }, 503)));
    const failure = await uploadImage(new Blob(['x'], { type: 'image/jpeg' }), 'post').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE' });
    // What the composer's toast shows: the registry's sentence.
    expect(requestErrorMessage(failure)).toBe(
      'Le stockage des photos est momentanément indisponible. Réessayez dans quelques instants.',
    );
  });
});
