import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { residenceDeskQuery } from './get-residence-desk';

/**
 * Downloads the PDF of every letter still to print, as the file the server names: the server
 * makes their codes and marks them sent in the same step, so it is a POST.
 */
async function printResidenceLetters(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/verification/residence/letters', { method: 'POST', credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Impossible de joindre le serveur. Vérifiez votre connexion.');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(
      response.status,
      payload?.error?.code ?? 'INTERNAL_ERROR',
      payload?.error?.message ?? "Une erreur inattendue s'est produite",
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'courriers-verification.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function usePrintResidenceLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printResidenceLetters,
    // A second download would make new codes and void the first PDF's.
    retry: false,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: residenceDeskQuery.queryKey }),
  });
}
