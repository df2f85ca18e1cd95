import { COMMENT_MAX_LENGTH } from '@portmarin/shared/constants';
import { isBlank } from '@portmarin/shared/text';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { textareaClass } from '@/components/ui/textarea';

type CommentFormProps = {
  /** Sends the trimmed text; `done` clears the field once the comment is saved. */
  onSend: (content: string, done: () => void) => void;
  pending: boolean;
  /** The field's label: for screen readers only under a post, shown elsewhere. */
  labelClassName?: string;
};

/** The comment field and 'Commenter' for a signed-in resident; visitors are asked to sign in. */
export function CommentForm({ onSend, pending, labelClassName = 'sr-only' }: CommentFormProps) {
  const session = useSession();
  const [text, setText] = useState('');
  const fieldId = useId();
  if (session.status !== 'ready') return null;
  if (!session.user) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
          Connectez-vous
        </Link>{' '}
        pour commenter.
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (isBlank(content) || pending) return;
    onSend(content, () => setText(''));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={fieldId} className={labelClassName}>
        Votre commentaire
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Écrire un commentaire…"
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        className={textareaClass}
      />
      <Button type="submit" size="sm" className="self-end" disabled={isBlank(text) || pending} aria-busy={pending}>
        {pending && <Spinner />}
        Commenter
      </Button>
    </form>
  );
}
