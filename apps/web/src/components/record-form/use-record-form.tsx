import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { toastRequestError } from '@/lib/toasts';

/** What a form's validation gives: the body to send, or one French message per field key. */
export type RecordValidation<Input> =
  { ok: true; input: Input } | { ok: false; errors: Partial<Record<string, string>> };

type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };
/** The part of a TanStack mutation the form uses. */
type Mutation<Variables> = { mutate: (variables: Variables, callbacks: Callbacks) => void; isPending: boolean };

/**
 * The machinery of an admin form that adds a record (recordId null) or edits one: the values,
 * validation with the first invalid field focused, create-or-update, the toasts, and the ids
 * that tie each field to its error message.
 */
export function useRecordForm<Values, Input>({
  initial,
  validate,
  recordId,
  create,
  update,
  saved,
  onDone,
  prepare,
}: {
  initial: () => Values;
  validate: (values: Values) => RecordValidation<Input>;
  recordId: string | null;
  create: Mutation<Input>;
  update: Mutation<{ id: string; input: Input }>;
  /** The success toast's title and description. */
  saved: (input: Input) => [title: string, description: string];
  onDone: () => void;
  /** A step between validation and saving, which may fail (uploading the photo the input names). */
  prepare?: (input: Input) => Promise<Input>;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [preparing, setPreparing] = useState(false);
  const pending = preparing || create.isPending || update.isPending;

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      // Keyboard and screen-reader users land on the first field to fix.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    let input = result.input;
    if (prepare) {
      setPreparing(true);
      try {
        input = await prepare(input);
      } catch (error) {
        toastRequestError(error);
        return;
      } finally {
        setPreparing(false);
      }
    }
    const callbacks: Callbacks = {
      onSuccess: () => {
        const [title, description] = saved(input);
        toast.success(title, { description });
        onDone();
      },
      onError: (error) => toastRequestError(error),
    };
    if (recordId) update.mutate({ id: recordId, input }, callbacks);
    else create.mutate(input, callbacks);
  }

  /** The id of a field's control; its error message is `${field(name)}-error`. */
  const field = (name: string) => `${id}-${name}`;
  /** Props marking a control invalid and pointing it at its message, when it has one. */
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${field(name)}-error` } : {};
  /** A field's error message, or nothing. */
  const error = (name: string) => <FieldError id={field(name)} error={errors[name]} />;

  const onSubmit = (event: FormEvent) => void submit(event);

  return { values, setValues, set, errors, setErrors, formRef, pending, onSubmit, field, invalid, error };
}

/** The message under a field (id `${fieldId}-error`, which the field's aria-describedby names). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}
