import {
  ACCESSIBILITY_PAGE_MAX_LENGTH,
  AccessibilityReportInput,
  MODERATION_REQUEST_MAX_LENGTH,
  VisitorAccessibilityReportInput,
} from '@portmarin/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { textareaClass } from '@/components/ui/textarea';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { toastRequestError } from '@/lib/toasts';
import { useCreateAccessibilityReport } from '../api/create-accessibility-report';

type Field = 'page' | 'description' | 'email';
type Errors = Partial<Record<Field, string>>;

/**
 * « Signaler un problème d'accessibilité »: the page, what went wrong, and an address to answer at
 * (required of a visitor, who has no messages to read the answer in). Checked with the server's own
 * schema; each error is written under its field, and the first wrong field takes the focus.
 */
export function AccessibilityReportForm() {
  const id = useId();
  const session = useSession();
  const signedIn = session.status === 'ready' && session.user !== null;
  const [values, setValues] = useState<Record<Field, string>>({ page: '', description: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const send = useCreateAccessibilityReport();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setSent(false);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = (signedIn ? AccessibilityReportInput : VisitorAccessibilityReportInput).safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = (['page', 'description', 'email'] as const).find((f) => found[f]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setValues({ page: '', description: '', email: '' });
        setSent(true);
        toast.success('Signalement envoyé', { description: 'L’équipe de modération vous répond au plus vite.' });
      },
      onError: (failure) => toastRequestError(failure),
    });
  }

  const describedBy = (field: Field, hint?: boolean) =>
    [hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={send.isPending}
      className="space-y-4 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Signaler un problème d’accessibilité
      </h3>
      <p className="text-sm text-muted-foreground">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-page`}>Page concernée *</Label>
        <p id={`${id}-page-hint`} className="text-sm text-muted-foreground">
          Son titre ou son adresse, par exemple « Événements » ou /events.
        </p>
        <Input
          id={`${id}-page`}
          ref={(el) => {
            fields.current.page = el;
          }}
          value={values.page}
          onChange={change('page')}
          maxLength={ACCESSIBILITY_PAGE_MAX_LENGTH}
          required
          aria-invalid={errors.page ? true : undefined}
          aria-describedby={describedBy('page', true)}
        />
        {errorOf('page')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>Description du problème *</Label>
        <textarea
          id={`${id}-description`}
          ref={(el) => {
            fields.current.description = el;
          }}
          rows={5}
          value={values.description}
          onChange={change('description')}
          maxLength={MODERATION_REQUEST_MAX_LENGTH}
          required
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
          className={cn(textareaClass, 'aria-[invalid=true]:border-destructive')}
        />
        {errorOf('description')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>{signedIn ? 'Adresse e-mail (facultative)' : 'Adresse e-mail *'}</Label>
        <p id={`${id}-email-hint`} className="text-sm text-muted-foreground">
          {signedIn
            ? 'Sans adresse, la réponse vous parvient dans vos messages.'
            : 'Pour vous répondre : elle ne sert qu’à cela. Format attendu : nom@exemple.fr'}
        </p>
        <Input
          id={`${id}-email`}
          ref={(el) => {
            fields.current.email = el;
          }}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          required={!signedIn}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', true)}
        />
        {errorOf('email')}
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending && <Spinner />}
        {send.isPending ? 'Envoi en cours...' : 'Envoyer le signalement'}
      </Button>
      <p role="status" className="text-sm font-medium">
        {sent ? 'Merci : votre signalement a été transmis à l’équipe de modération.' : ''}
      </p>
    </form>
  );
}
