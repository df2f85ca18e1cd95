import { EmailField } from '@portmarin/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { requestPasswordReset } from '@/lib/auth';
import { FormField } from './form-field';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = EmailField.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await requestPasswordReset(parsed.data);
      setOpen(false);
      toast.success('E-mail envoyé', {
        description: "Si un compte existe pour cette adresse, un lien de réinitialisation vient d'être envoyé.",
      });
    } catch (err) {
      toast.error('Erreur', { description: err instanceof Error ? err.message : String(err) });
    } finally {
      setPending(false);
    }
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
          Mot de passe oublié ?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Réinitialiser le mot de passe</DialogTitle>
        <DialogDescription>Recevez par e-mail un lien pour choisir un nouveau mot de passe.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending && <Spinner />}
            Envoyer le lien
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
