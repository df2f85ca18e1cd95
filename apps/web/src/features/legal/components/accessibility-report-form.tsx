import {
  ACCESSIBILITY_PAGE_MAX_LENGTH,
  AccessibilityReportInput,
  MODERATION_REQUEST_MAX_LENGTH,
  VisitorAccessibilityReportInput,
} from '@portmarin/shared';
import { useId, useState } from 'react';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { textareaClass } from '@/components/ui/textarea';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
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
  const [sent, setSent] = useState(false);
  const { values, set, errors, formRef, pending, onSubmit, field, control, error } = useRecordForm({
    initial: () => ({ page: '', description: '', email: '' }),
    validate: (values: Record<Field, string>) => {
      const parsed = (signedIn ? AccessibilityReportInput : VisitorAccessibilityReportInput).safeParse(values);
      if (parsed.success) return { ok: true, input: parsed.data };
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return { ok: false, errors: found };
    },
    focusNow: true,
    save: useCreateAccessibilityReport(),
    saved: () => ['Signalement envoyé', 'L’équipe de modération vous répond au plus vite.'],
    reset: true,
    onDone: () => setSent(true),
  });

  const change = (name: Field) => (event: { target: { value: string } }) => {
    set(name, event.target.value);
    setSent(false);
  };
  // A field's hint is read with it, before its error when there is one.
  const describedBy = (name: Field, hint?: boolean) =>
    [hint && `${field(name)}-hint`, errors[name] && `${field(name)}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={pending}
      className="space-y-4 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Signaler un problème d’accessibilité
      </h3>
      <p className="text-sm text-muted-foreground">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('page')}>Page concernée *</Label>
        <p id={`${field('page')}-hint`} className="text-sm text-muted-foreground">
          Son titre ou son adresse, par exemple « Événements » ou /events.
        </p>
        <Input
          {...control('page')}
          value={values.page}
          onChange={change('page')}
          maxLength={ACCESSIBILITY_PAGE_MAX_LENGTH}
          required
          aria-describedby={describedBy('page', true)}
        />
        {error('page')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('description')}>Description du problème *</Label>
        <textarea
          {...control('description')}
          rows={5}
          value={values.description}
          onChange={change('description')}
          maxLength={MODERATION_REQUEST_MAX_LENGTH}
          required
          aria-describedby={describedBy('description')}
          className={cn(textareaClass, 'aria-[invalid=true]:border-destructive')}
        />
        {error('description')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('email')}>{signedIn ? 'Adresse e-mail (facultative)' : 'Adresse e-mail *'}</Label>
        <p id={`${field('email')}-hint`} className="text-sm text-muted-foreground">
          {signedIn
            ? 'Sans adresse, la réponse vous parvient dans vos messages.'
            : 'Pour vous répondre : elle ne sert qu’à cela. Format attendu : nom@exemple.fr'}
        </p>
        <Input
          {...control('email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          required={!signedIn}
          aria-describedby={describedBy('email', true)}
        />
        {error('email')}
      </div>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Envoi en cours...' : 'Envoyer le signalement'}
      </Button>
      <p role="status" className="text-sm font-medium">
        {sent ? 'Merci : votre signalement a été transmis à l’équipe de modération.' : ''}
      </p>
    </form>
  );
}
