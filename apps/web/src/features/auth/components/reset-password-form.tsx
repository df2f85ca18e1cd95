import { PasswordField } from '@portmarin/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { resetPassword } from '@/lib/auth';
import { FormField } from './form-field';

/** Shown on /auth?token=… after following the mailed link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PasswordField.safeParse(password);
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message });
    if (confirm !== password) return setErrors({ confirm: 'Les deux mots de passe ne correspondent pas.' });
    setErrors({});
    setPending(true);
    try {
      await resetPassword({ newPassword: parsed.data, token });
      toast.success('Mot de passe modifié', {
        description: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
      });
      onDone();
    } catch (error) {
      toast.error('Erreur', { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Choisir un nouveau mot de passe</h2>
      <FormField
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="8 caractères minimum ; les mots de passe trop courants sont refusés."
      />
      <FormField
        label="Confirmer le mot de passe"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending && <Spinner />}
        Changer le mot de passe
      </Button>
    </form>
  );
}
