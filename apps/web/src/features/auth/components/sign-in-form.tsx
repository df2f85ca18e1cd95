import { SignInInput } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { announceAuthChange, resendVerification, signIn } from '@/lib/auth';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { FormField, fieldErrors } from './form-field';

export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = SignInInput.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await signIn(parsed.data);
      await announceAuthChange(queryClient);
      void navigate('/');
    } catch (error) {
      const message = error instanceof Error ? error.message : "Une erreur inattendue s'est produite";
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(parsed.data.email);
      toast.error('Erreur de connexion', { description: message });
    } finally {
      setPending(false);
    }
  }

  async function onResend() {
    if (!unverifiedEmail) return;
    setResending(true);
    try {
      await resendVerification({ email: unverifiedEmail });
      toast.success('E-mail envoyé', {
        description: `Un nouveau lien de confirmation a été envoyé à ${unverifiedEmail}`,
      });
    } catch (error) {
      toast.error('Erreur', { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <FormField
        label="Mot de passe"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending && <Spinner />}
        Se connecter
      </Button>
      <ForgotPasswordDialog initialEmail={email} />
      {unverifiedEmail && (
        <div role="status" className="rounded-lg border border-border bg-muted p-3 text-sm">
          <p>
            Votre adresse e-mail n’est pas encore confirmée. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau.
          </p>
          <Button variant="link" className="h-auto px-0" onClick={() => void onResend()} disabled={resending}>
            {resending && <Spinner />}
            Renvoyer l’e-mail de confirmation
          </Button>
        </div>
      )}
    </form>
  );
}
