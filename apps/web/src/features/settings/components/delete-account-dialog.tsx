import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { announceAuthChange } from '@/lib/auth';
import { toastRequestError } from '@/lib/toasts';
import { deleteAccount } from '../api/delete-account';

/** GDPR erasure behind a confirmation: the resident types their e-mail address. */
export function DeleteAccountDialog({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [pending, setPending] = useState(false);

  async function onConfirm() {
    setPending(true);
    try {
      await deleteAccount({ confirmEmail });
      setOpen(false);
      toast.success('Compte supprimé', { description: 'Votre compte et vos données ont été supprimés' });
      await announceAuthChange(queryClient);
      void navigate(paths.feed);
    } catch (error) {
      toastRequestError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setConfirmEmail('');
      }}
      trigger={<Button variant="destructive">Supprimer le compte</Button>}
      title="Supprimer votre compte ?"
      description={`Votre compte, vos paramètres et tout ce que vous avez publié seront définitivement effacés. Cette action est irréversible. Pour confirmer, saisissez votre adresse e-mail (${email}).`}
      confirmLabel="Supprimer définitivement"
      pending={pending}
      disabled={confirmEmail.trim().toLowerCase() !== email.toLowerCase()}
      onConfirm={() => void onConfirm()}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>Votre adresse e-mail</Label>
        <Input
          id={inputId}
          type="email"
          autoComplete="off"
          value={confirmEmail}
          onChange={(e) => setConfirmEmail(e.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
