import { EmailField } from '@portmarin/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { requestPasswordReset } from '@/lib/auth';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { AuthField, SubmitButton } from './form-field';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const { errors, pending, submit } = useAuthSubmit('Erreur');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(EmailField.safeParse(email), async (address) => {
      await requestPasswordReset(address);
      setOpen(false);
      toast.success('E-mail envoyé', {
        description: "Si un compte existe pour cette adresse, un lien de réinitialisation vient d'être envoyé.",
      });
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setEmail(initialEmail);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto self-center px-0">
          Mot de passe oublié ?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Réinitialiser le mot de passe</DialogTitle>
        <DialogDescription>Recevez par e-mail un lien pour choisir un nouveau mot de passe.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <AuthField kind="email" value={email} onValueChange={setEmail} error={errors['']} />
          <SubmitButton pending={pending}>Envoyer le lien</SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
