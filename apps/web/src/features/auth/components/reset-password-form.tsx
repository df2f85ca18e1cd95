import { PasswordField } from '@portmarin/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { resetPassword } from '@/lib/auth';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { AuthField, SubmitButton } from './form-field';

/** Shown on /auth?token=… after following the mailed link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, setErrors, pending, run } = useAuthSubmit('Erreur');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PasswordField.safeParse(password);
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message ?? '' });
    if (confirm !== password) return setErrors({ confirm: 'Les deux mots de passe ne correspondent pas.' });
    setErrors({});
    void run(async () => {
      await resetPassword({ newPassword: parsed.data, token });
      toast.success('Mot de passe modifié', {
        description: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
      });
      onDone();
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Choisir un nouveau mot de passe</h2>
      <AuthField
        kind="newPassword"
        label="Nouveau mot de passe"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <AuthField kind="confirmPassword" value={confirm} onValueChange={setConfirm} error={errors.confirm} />
      <SubmitButton pending={pending}>Changer le mot de passe</SubmitButton>
    </form>
  );
}
