import { EmailField, type MailAlertScope } from '@portmarin/shared';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSubscribeMailAlerts } from '../api/subscribe-mail-alerts';
import { RadioCard } from '@/components/ui/radio-card';

const SCOPES: Array<{ value: MailAlertScope; label: string }> = [
  { value: 'alerts', label: '« Alerte » seulement' },
  { value: 'all', label: 'Toutes les annonces' },
];

/**
 * The town hall's announcements by e-mail, for a browser without Web Push or anyone without an
 * account: an address and what to receive; the server answers with a confirmation mail (double
 * opt-in), and its French message (sent, too many attempts, mail server down) shows here.
 */
export function MailAlertsForm() {
  const ids = useId();
  const subscribe = useSubscribeMailAlerts();
  const { values, set, formRef, pending, onSubmit, control, row } = useRecordForm({
    initial: () => ({ email: '', scope: 'alerts' as MailAlertScope }),
    validate: ({ email, scope }: { email: string; scope: MailAlertScope }) => {
      const parsed = EmailField.safeParse(email);
      return parsed.success
        ? { ok: true, input: { email: parsed.data, scope } }
        : { ok: false, errors: { email: parsed.error.issues[0]?.message ?? 'L’adresse e-mail n’est pas valide.' } };
    },
    focusNow: true,
    save: subscribe,
    // The server's answer, sent or refused, is written under the button rather than toasted.
    saved: () => null,
    failure: () => null,
    onDone: () => undefined,
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <div>
        <p id={`${ids}-title`} className="flex items-center gap-1.5 font-semibold">
          <Mail aria-hidden="true" className="size-4 text-primary" />
          Recevoir les annonces par e-mail
        </p>
        <p className="text-sm text-muted-foreground">
          Sans compte ni application. Vous confirmerez votre adresse par un lien, et chaque e-mail permet de se
          désabonner.
        </p>
      </div>
      {row(
        'email',
        'Adresse e-mail',
        <Input
          {...control('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          maxLength={254}
        />,
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">Que voulez-vous recevoir ?</legend>
        {SCOPES.map((option) => (
          <RadioCard
            key={option.value}
            name={`${ids}-scope`}
            value={option.value}
            checked={values.scope === option.value}
            onChoose={() => set('scope', option.value)}
          >
            {option.label}
          </RadioCard>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={pending}>
        {pending && <Spinner />}
        S’abonner par e-mail
      </Button>
      <div aria-live="polite">
        {subscribe.isSuccess && <p className="text-sm font-medium text-success">{subscribe.data.message}</p>}
        {subscribe.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {subscribe.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
