import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

type FormFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

/** A labelled input whose error message is announced and tied to it. */
export function FormField({ label, error, hint, ...inputProps }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const NEW_PASSWORD_HINT = '8 caractères minimum ; les mots de passe trop courants sont refusés.';

/** The auth forms' fields: each one's label, type, name and autocomplete, said once. */
const AUTH_FIELDS = {
  name: { label: 'Nom complet', name: 'name', autoComplete: 'name' },
  username: { label: "Nom d'utilisateur", name: 'username', autoComplete: 'username' },
  email: { label: 'E-mail', type: 'email', name: 'email', autoComplete: 'email' },
  password: { label: 'Mot de passe', type: 'password', name: 'password', autoComplete: 'current-password' },
  newPassword: {
    label: 'Mot de passe',
    type: 'password',
    name: 'password',
    autoComplete: 'new-password',
    hint: NEW_PASSWORD_HINT,
  },
  confirmPassword: { label: 'Confirmer le mot de passe', type: 'password', autoComplete: 'new-password' },
} satisfies Record<string, FormFieldProps>;

export type AuthFieldKind = keyof typeof AUTH_FIELDS;

type AuthFieldProps = {
  kind: AuthFieldKind;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  label?: string;
};

/** One of the auth forms' fields, its label replaceable (« Nouveau mot de passe »). */
export function AuthField({ kind, onValueChange, label, ...props }: AuthFieldProps) {
  const field = AUTH_FIELDS[kind];
  return (
    <FormField {...field} label={label ?? field.label} onChange={(e) => onValueChange(e.target.value)} {...props} />
  );
}

/** An auth form's submit button: disabled, busy and spinning while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending}>
      {pending && <Spinner />}
      {children}
    </Button>
  );
}
