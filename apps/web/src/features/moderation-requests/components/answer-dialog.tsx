import { MODERATION_ANSWER_MAX_LENGTH, type ModerationRequest } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toastRequestError } from '@/lib/toasts';
import { useAnswerRequest } from '../api/answer-request';
import { authorName } from '../lib/recipients';

/** 'Répondre': the answer is stored and reaches the resident as a direct message from the moderator. */
export function AnswerDialog({ request, onClose }: { request: ModerationRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request && (
        <DialogContent>
          <DialogTitle>Répondre à {authorName(request)}</DialogTitle>
          <DialogDescription>
            {request.author
              ? 'Votre réponse lui parvient comme un message de votre part.'
              : 'Sans compte, cette personne reçoit votre réponse par e-mail.'}
          </DialogDescription>
          <AnswerForm key={request.id} request={request} onSent={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AnswerForm({ request, onSent }: { request: ModerationRequest; onSent: () => void }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useAnswerRequest();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!answer.trim()) {
      setError('Écrivez votre réponse.');
      return;
    }
    setError(null);
    send.mutate(
      { id: request.id, answer },
      {
        onSuccess: () => {
          toast.success('Réponse envoyée', {
            description: request.author
              ? `${request.author.name} la reçoit dans ses messages.`
              : `Elle est partie par e-mail à ${request.contactEmail}.`,
          });
          onSent();
        },
        onError: (failure) => toastRequestError(failure),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={send.isPending}>
      <blockquote className="whitespace-pre-line break-words rounded-lg bg-muted px-3 py-2 text-sm">
        {request.message}
      </blockquote>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-answer`}>Votre réponse</Label>
        <textarea
          id={`${id}-answer`}
          rows={5}
          maxLength={MODERATION_ANSWER_MAX_LENGTH}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending && <Spinner />}
        {send.isPending ? 'Envoi en cours...' : 'Envoyer la réponse'}
      </Button>
    </form>
  );
}
