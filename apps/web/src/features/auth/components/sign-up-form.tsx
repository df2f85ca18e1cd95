import { SignUpInput } from '@portmarin/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { signUp } from '@/lib/auth';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { AuthField, SubmitButton, type AuthFieldKind } from './form-field';

const EMPTY = { name: '', username: '', email: '', password: '' };
/** Each value of the form and the field that shows it, in order. */
const FIELDS: ReadonlyArray<readonly [keyof typeof EMPTY, AuthFieldKind]> = [
  ['name', 'name'],
  ['username', 'username'],
  ['email', 'email'],
  ['password', 'newPassword'],
];

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const { errors, pending, submit } = useAuthSubmit("Erreur d'inscription");

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(SignUpInput.safeParse(values), async (input) => {
      await signUp(input);
      toast.success('Inscription réussie', { description: 'Vérifiez votre email pour confirmer votre compte' });
      setValues(EMPTY);
      onSignedUp(input.email);
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {FIELDS.map(([key, kind]) => (
        <AuthField
          key={key}
          kind={kind}
          value={values[key]}
          onValueChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
          error={errors[key]}
        />
      ))}
      <SubmitButton pending={pending}>S'inscrire</SubmitButton>
    </form>
  );
}
