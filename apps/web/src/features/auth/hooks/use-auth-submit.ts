import { useId, useState } from 'react';
import { toast } from 'sonner';
import { toastRequestError } from '@/lib/toasts';

type Issues = ReadonlyArray<{ path: PropertyKey[]; message: string }>;
/** A shared schema's safeParse result. */
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issues } };

/** First message per field from a zod error, for inline display. */
function fieldErrors(issues: Issues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * An auth form's request: pending while it runs, a failure shown as a toast titled `failureTitle`,
 * and the inline errors of its fields. The form's failure toast has one id: a new failure replaces it,
 * and a success takes it away (no 'Erreur d'inscription' left beside 'Inscription réussie').
 */
export function useAuthSubmit(failureTitle: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const failureToastId = `auth-failure-${useId()}`;

  async function run(request: () => Promise<void>, onFailure?: (error: unknown) => void) {
    setPending(true);
    try {
      await request();
      toast.dismiss(failureToastId);
    } catch (error) {
      onFailure?.(error);
      toastRequestError(error, {
        title: failureTitle,
        id: failureToastId,
        fallback: "Une erreur inattendue s'est produite",
      });
    } finally {
      setPending(false);
    }
  }

  /** Shows the first error of each field (a lone value's under ''), or sends the checked values. */
  function submit<T>(
    parsed: Parsed<T>,
    send: (data: T) => Promise<void>,
    onFailure?: (error: unknown, data: T) => void,
  ) {
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    const { data } = parsed;
    setErrors({});
    void run(
      () => send(data),
      (error) => onFailure?.(error, data),
    );
  }

  return { errors, setErrors, pending, run, submit };
}
