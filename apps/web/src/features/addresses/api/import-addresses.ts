import type { AddressImportReport } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { addressesKey } from './get-addresses-summary';

/**
 * Sends the BAN file as a multipart upload (the api client speaks JSON only): `preview` reads and
 * checks it without writing, `import` writes it.
 */
export async function sendAddressesFile(file: File, mode: AddressImportReport['mode']): Promise<AddressImportReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(mode === 'preview' ? '/api/addresses/import/preview' : '/api/addresses/import', {
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Impossible de joindre le serveur. Vérifiez votre connexion.');
  }
  const payload = (await response.json().catch(() => null)) as
    AddressImportReport | { error?: { code: string; message: string } } | null;
  if (response.ok) return payload as AddressImportReport;
  const error = (payload as { error?: { code: string; message: string } } | null)?.error;
  throw new ApiError(
    response.status,
    error?.code ?? 'INTERNAL_ERROR',
    error?.message ?? 'Une erreur inattendue s’est produite',
  );
}

export function usePreviewAddresses() {
  return useMutation({ mutationFn: (file: File) => sendAddressesFile(file, 'preview') });
}

export function useImportAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendAddressesFile(file, 'import'),
    // The same file sent twice changes nothing, but a retry would still read it all again.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}
