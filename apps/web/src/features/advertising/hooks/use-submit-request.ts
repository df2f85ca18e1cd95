import type { CreateAdRequestInput } from '@portmarin/shared';
import { toast } from 'sonner';
import { useCreateAdRequest } from '../api/create-ad-request';
import { toastRequestError } from '@/lib/toasts';

/** Sends a request with the spec's success toast 'Demande envoyée'; `onSent` resets the form. */
export function useSubmitRequest() {
  const create = useCreateAdRequest();
  const submit = (input: CreateAdRequestInput, onSent: () => void) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success('Demande envoyée', {
          description: 'La mairie étudie votre demande : vous serez notifié de sa réponse.',
        });
        onSent();
      },
      onError: (error) => toastRequestError(error),
    });
  return { submit, pending: create.isPending };
}
