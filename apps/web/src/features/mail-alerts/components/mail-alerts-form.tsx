import { EmailField, type MailAlertScope } from '@portmarin/shared';
import { Mail } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
  const field = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<MailAlertScope>('alerts');
  const [invalid, setInvalid] = useState<string | null>(null);
  const subscribe = useSubscribeMailAlerts();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = EmailField.safeParse(email);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'L’adresse e-mail n’est pas valide.');
      field.current?.focus();
      return;
    }
    setInvalid(null);
    subscribe.mutate({ email: parsed.data, scope });
  }

  return (
    <form
      onSubmit={submit}
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-email`}>Adresse e-mail</Label>
        <Input
          ref={field}
          id={`${ids}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${ids}-invalid` : undefined}
          maxLength={254}
        />
        {invalid && (
          <p id={`${ids}-invalid`} className="text-sm text-destructive">
            {invalid}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">Que voulez-vous recevoir ?</legend>
        {SCOPES.map((option) => (
          <RadioCard
            key={option.value}
            name={`${ids}-scope`}
            value={option.value}
            checked={scope === option.value}
            onChoose={() => setScope(option.value)}
          >
            {option.label}
          </RadioCard>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={subscribe.isPending}>
        {subscribe.isPending && <Spinner />}
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
