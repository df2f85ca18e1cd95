import { LISTING_CONTACT_MAX_LENGTH, type Listing } from '@portmarin/shared';
import { MessageCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useContactSeller } from '../api/contact-seller';

/** 'Contacter le vendeur': a message, sent to the seller in the conversation with them. */
export function ContactSellerDialog({
  listing,
  onSent,
}: {
  listing: Listing;
  onSent: (conversationId: string) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState(`Bonjour, votre annonce « ${listing.title} » est-elle toujours disponible ?`);
  const [error, setError] = useState<string | null>(null);
  const contact = useContactSeller(listing.id);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError('Écrivez un message au vendeur.');
      return;
    }
    setError(null);
    contact.mutate(message, {
      onSuccess: ({ conversationId }) => {
        setOpen(false);
        onSent(conversationId);
        toast.success('Message envoyé', {
          description: 'Le vendeur a reçu votre message.',
          action: { label: 'Voir la conversation', onClick: () => void navigate(paths.conversation(conversationId)) },
        });
      },
      onError: (failure) => toastRequestError(failure),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button className="w-fit" onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden="true" />
        Contacter le vendeur
      </Button>
      <DialogContent>
        <DialogTitle>Contacter le vendeur</DialogTitle>
        <DialogDescription>Votre message arrive dans sa messagerie, avec le lien de l’annonce.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-busy={contact.isPending}>
          <Label htmlFor={`${id}-message`}>Votre message</Label>
          <textarea
            id={`${id}-message`}
            rows={4}
            maxLength={LISTING_CONTACT_MAX_LENGTH}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground aria-[invalid=true]:border-destructive"
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={contact.isPending}>
            {contact.isPending && <Spinner />}
            Envoyer
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
