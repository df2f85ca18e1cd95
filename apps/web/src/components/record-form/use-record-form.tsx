import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { Label } from '@/components/ui/label';
import { toastRequestError } from '@/lib/toasts';

/** What a form's validation gives: the body to send, or one French message per field key. */
export type RecordValidation<Input> =
  { ok: true; input: Input } | { ok: false; errors: Partial<Record<string, string>> };

type Callbacks<Saved> = { onSuccess: (saved: Saved) => void; onError: (error: Error) => void };
/** The part of a TanStack mutation the form uses. */
type Mutation<Variables, Saved> = {
  mutate: (variables: Variables, callbacks: Callbacks<Saved>) => void;
  isPending: boolean;
};

/** Where focus goes when the values are refused: the first control matching it, or nowhere (false). */
const FIRST_INVALID = '[aria-invalid="true"]';

/**
 * The machinery of a form that adds a record (recordId null) or edits one: the values,
 * validation with the first invalid field focused, create-or-update (or one `save` mutation),
 * the toasts, and the ids that tie each field to its error message.
 */
export function useRecordForm<Values, Input, Saved = unknown>({
  initial,
  validate,
  recordId = null,
  create,
  update,
  save,
  saved,
  onDone,
  prepare,
  invalidToast,
  focus = FIRST_INVALID,
  failure,
  reset = false,
  focusNow = false,
}: {
  initial: () => Values;
  validate: (values: Values) => RecordValidation<Input>;
  recordId?: string | null;
  /** Adds a record (recordId null, or no `update`). */
  create?: Mutation<Input, Saved>;
  /** Edits the record recordId names. */
  update?: Mutation<{ id: string; input: Input }, Saved>;
  /** The one mutation of a form that only adds or only edits (bound to its record). */
  save?: Mutation<Input, Saved>;
  /** The success toast's title and description, or null when the form shows the answer itself. */
  saved: (input: Input, result: Saved) => [title: string, description: string] | null;
  onDone: (result: Saved) => void;
  /** A step between validation and saving, which may fail (uploading the photo the input names). */
  prepare?: (input: Input) => Promise<Input>;
  /** When refused values also say so in an error toast: its description. */
  invalidToast?: (errors: Partial<Record<string, string>>) => string | undefined;
  /** The control focused when values are refused (a selector inside the form), or false to leave focus. */
  focus?: string | false;
  /** The failure toast's description for an error (default: its message), or null when the form shows it itself. */
  failure?: (error: unknown) => string | null;
  /** Empties the values after a success (a form that stays mounted). */
  reset?: boolean;
  /** Moves focus within the submit itself (errors rendered at once) rather than a frame later. */
  focusNow?: boolean;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [preparing, setPreparing] = useState(false);
  const pending = preparing || !!create?.isPending || !!update?.isPending || !!save?.isPending;

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  function fail(error: unknown) {
    if (!failure) return toastRequestError(error);
    const description = failure(error);
    if (description !== null) toast.error('Erreur', { description });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in a field while saving must not send it twice.
    if (pending) return;
    const result = validate(values);
    if (!result.ok) {
      if (focusNow) flushSync(() => setErrors(result.errors));
      else setErrors(result.errors);
      const description = invalidToast?.(result.errors);
      if (description) toast.error('Erreur', { description });
      // Keyboard and screen-reader users land on the first field to fix.
      if (focus) {
        const target = focus;
        const focusFirst = () => formRef.current?.querySelector<HTMLElement>(target)?.focus();
        if (focusNow) focusFirst();
        else requestAnimationFrame(focusFirst);
      }
      return;
    }
    setErrors({});
    let input = result.input;
    if (prepare) {
      setPreparing(true);
      try {
        input = await prepare(input);
      } catch (error) {
        fail(error);
        return;
      } finally {
        setPreparing(false);
      }
    }
    const callbacks: Callbacks<Saved> = {
      onSuccess: (result) => {
        const toasted = saved(input, result);
        if (toasted) toast.success(toasted[0], { description: toasted[1] });
        if (reset) setValues(initial());
        onDone(result);
      },
      onError: fail,
    };
    if (save) save.mutate(input, callbacks);
    else if (recordId && update) update.mutate({ id: recordId, input }, callbacks);
    else create?.mutate(input, callbacks);
  }

  /** The id of a field's control; its error message is `${field(name)}-error`. */
  const field = (name: string) => `${id}-${name}`;
  /** Props marking a control invalid and pointing it at its message, when it has one. */
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${field(name)}-error` } : {};
  /** A field's error message, or nothing. */
  const error = (name: string) => <FieldError id={field(name)} error={errors[name]} />;

  /** The id and invalid marks of a field's control. */
  const control = (name: string) => ({ id: field(name), ...invalid(name) });
  /** A text field's control: `control(name)`, its value and its change. */
  const text = (name: TextField<Values>) => ({
    ...control(String(name)),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, event.target.value as Values[typeof name]),
  });
  /** A field: its label, its control (given `control(name)`) and its message under it. */
  const row = (name: string, label: string, input: ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={field(name)}>{label}</Label>
      {input}
      {error(name)}
    </div>
  );

  const onSubmit = (event: FormEvent) => void submit(event);

  return {
    values,
    setValues,
    set,
    errors,
    setErrors,
    formRef,
    pending,
    onSubmit,
    field,
    invalid,
    error,
    control,
    text,
    row,
  };
}

/** The names of a form's text values. */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/** What a form's field components need of useRecordForm: ids, invalid marks and messages. */
export type RecordFormFieldProps = Pick<ReturnType<typeof useRecordForm>, 'field' | 'invalid' | 'error'>;

/** The message under a field (id `${fieldId}-error`, which the field's aria-describedby names). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}
