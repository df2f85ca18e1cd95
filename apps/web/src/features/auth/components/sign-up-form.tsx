import { SignUpInput } from '@portmarin/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { signUp } from '@/lib/auth';
import { FormField, fieldErrors } from './form-field';

const EMPTY = { name: '', username: '', email: '', password: '' };

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = SignUpInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await signUp(parsed.data);
      toast.success('Inscription réussie', { description: 'Vérifiez votre email pour confirmer votre compte' });
      setValues(EMPTY);
      onSignedUp(parsed.data.email);
    } catch (error) {
      toast.error("Erreur d'inscription", {
        description: error instanceof Error ? error.message : "Une erreur inattendue s'est produite",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField
        label="Nom complet"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <FormField
        label="Nom d'utilisateur"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={set('username')}
        error={errors.username}
      />
      <FormField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <FormField
        label="Mot de passe"
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint="8 caractères minimum ; les mots de passe trop courants sont refusés."
      />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending && <Spinner />}
        S'inscrire
      </Button>
    </form>
  );
}
