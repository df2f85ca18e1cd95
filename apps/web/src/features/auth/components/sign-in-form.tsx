import { SignInInput } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { announceAuthChange, resendVerification, signIn } from '@/lib/auth';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { AuthField, SubmitButton } from './form-field';

export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { errors, pending, submit } = useAuthSubmit('Erreur de connexion');
  const resend = useAuthSubmit('Erreur');
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(
      SignInInput.safeParse({ email, password }),
      async (input) => {
        await signIn(input);
        await announceAuthChange(queryClient);
        void navigate('/');
      },
      (error, input) => {
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(input.email);
      },
    );
  }

  function onResend() {
    if (!unverifiedEmail) return;
    void resend.run(async () => {
      await resendVerification({ email: unverifiedEmail });
      toast.success('E-mail envoyé', {
        description: `Un nouveau lien de confirmation a été envoyé à ${unverifiedEmail}`,
      });
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <AuthField kind="email" value={email} onValueChange={setEmail} error={errors.email} />
      <AuthField kind="password" value={password} onValueChange={setPassword} error={errors.password} />
      <SubmitButton pending={pending}>Se connecter</SubmitButton>
      <ForgotPasswordDialog initialEmail={email} />
      {unverifiedEmail && (
        <div role="status" className="rounded-lg border border-border bg-muted p-3 text-sm">
          <p>
            Votre adresse e-mail n’est pas encore confirmée. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau.
          </p>
          <Button variant="link" className="h-auto px-0" onClick={onResend} disabled={resend.pending}>
            {resend.pending && <Spinner />}
            Renvoyer l’e-mail de confirmation
          </Button>
        </div>
      )}
    </form>
  );
}
