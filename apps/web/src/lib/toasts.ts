import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<() => void>();

/**
 * sonner (its toasts and their Toaster, ~9 KB gzip) loads on demand: no toast is on the first
 * screen, so it stays out of /feed's first download. The first toast or an idle moment loads it.
 */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** The loaded module, or undefined until loadSonner() resolved (for useSyncExternalStore). */
export function loadedSonner(): Sonner | undefined {
  return loaded;
}

export function onSonnerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `show` with sonner: at once when loaded, else once it is (calls keep their order). */
function withSonner(show: (sonner: Sonner) => void) {
  if (loaded) show(loaded);
  else void loadSonner().then(show);
}

/**
 * sonner's `toast` for the code of the first screen (the feed, its cards, the shell): the same
 * calls, shown once sonner is loaded. Screens loaded on demand import `toast` from 'sonner' itself.
 */
export const toast = Object.assign(
  (title: string, data?: ExternalToast) => withSonner(({ toast: show }) => show(title, data)),
  {
    success: (title: string, data?: ExternalToast) => withSonner(({ toast: show }) => show.success(title, data)),
    error: (title: string, data?: ExternalToast) => withSonner(({ toast: show }) => show.error(title, data)),
  },
);

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
  withSonner(({ toast: sonner }) => {
    for (const shown of sonner.getToasts()) {
      if ('type' in shown && shown.type === 'error') sonner.dismiss(shown.id);
    }
  });
}
