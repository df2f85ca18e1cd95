import type { AddressImportReport } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressesKey } from './get-addresses-summary';

/** Sends the BAN file as a multipart upload: `preview` reads and checks it without writing, `import` writes it. */
export function sendAddressesFile(file: File, mode: AddressImportReport['mode']): Promise<AddressImportReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<AddressImportReport>(mode === 'preview' ? '/api/addresses/import/preview' : '/api/addresses/import', {
    method: 'POST',
    body,
  });
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
