import { toast } from 'sonner';

/** Said when a failure carries no message of its own (a thrown value that is not an Error). */
const FALLBACK_MESSAGE = 'Une erreur est survenue';

type RequestErrorToastOptions = {
  /** The toast's title: 'Erreur' unless the screen names what failed ('Score non enregistré'). */
  title?: string;
  /** The description when the error has no message. */
  fallback?: string;
  /** A form's one failure toast: the next failure replaces it, `toast.dismiss(id)` takes it away. */
  id?: string;
};

/** What a failed request says: the API's French message (`ApiError`), else the fallback. */
export function requestErrorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The spec's toast for a failed request: 'Erreur' and the server's French message, which
 * `api()` puts in every `ApiError` (from the API's `{ error: { code, message } }`).
 */
export function toastRequestError(error: unknown, { title = 'Erreur', fallback, id }: RequestErrorToastOptions = {}) {
  const description = requestErrorMessage(error, fallback);
  toast.error(title, id === undefined ? { description } : { id, description });
}

/**
 * Takes away every error toast on screen. Called when a write succeeds (the query client's
 * mutation cache, `createQueryClient`): a form's "Erreur" must not stay beside its "Groupe créé",
 * and no form has to remember it.
 */
export function dismissErrorToasts() {
  for (const shown of toast.getToasts()) {
    if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id);
  }
}
