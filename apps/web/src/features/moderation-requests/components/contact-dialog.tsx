import { MODERATION_REQUEST_MAX_LENGTH, type ModerationRecipient } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useCreateRequest } from '../api/create-request';
import { recipientOf } from '../lib/recipients';

type ContactDialogProps = {
  recipient: ModerationRecipient | null;
  onClose: () => void;
  /** The resident's last chat message, to start from. */
  prefill: string;
  signedIn: boolean;
};

/** A contact button's dialog: the message to the administrator, the moderators or the product team. */
export function ContactDialog({ recipient, onClose, prefill, signedIn }: ContactDialogProps) {
  return (
    <Dialog open={recipient !== null} onOpenChange={(open) => !open && onClose()}>
      {recipient && (
        <DialogContent>
          <DialogTitle>{recipientOf(recipient).dialogTitle}</DialogTitle>
          {signedIn ? (
            <ContactForm key={recipient} recipient={recipient} prefill={prefill} onSent={onClose} />
          ) : (
            <>
              <DialogDescription>
                Connectez-vous pour contacter l’équipe : sa réponse vous parviendra dans vos messages.
              </DialogDescription>
              <Button asChild>
                <Link to={paths.auth}>Se connecter</Link>
              </Button>
            </>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function ContactForm({
  recipient,
  prefill,
  onSent,
}: {
  recipient: ModerationRecipient;
  prefill: string;
  onSent: () => void;
}) {
  const id = useId();
  const [message, setMessage] = useState(prefill);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateRequest();
  const to = recipientOf(recipient);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError('Écrivez votre message.');
      return;
    }
    setError(null);
    create.mutate(
      { recipient, message },
      {
        onSuccess: () => {
          toast.success('Demande envoyée', {
            description: `Votre demande a été transmise ${to.sentTo}. Vous recevrez une réponse sous 24h dans vos messages.`,
          });
          onSent();
        },
        onError: (failure) => toastRequestError(failure),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={create.isPending}>
      <DialogDescription>{to.topics}. Réponse sous 24h dans vos messages.</DialogDescription>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-message`}>Votre message</Label>
        <textarea
          id={`${id}-message`}
          rows={5}
          maxLength={MODERATION_REQUEST_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
          placeholder="Décrivez votre demande…"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending && <Spinner />}
        {create.isPending ? 'Envoi en cours...' : 'Envoyer la demande'}
      </Button>
    </form>
  );
}
