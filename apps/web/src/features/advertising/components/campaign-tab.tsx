import {
  AD_OBJECTIVE_LABELS,
  AD_OBJECTIVE_PRICES_CENTS,
  AD_OBJECTIVES,
  AD_MIN_BUDGET_MESSAGE,
  CreateAdRequestInput,
  type AdObjective,
  type AdvertisingPage,
} from '@portmarin/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useTown } from '@/config/town';
import { formatEuros, parseEurosToCents } from '../lib/money';
import { ChoiceCard, FieldError, TEXTAREA } from './parts';
import { useSubmitRequest } from '../hooks/use-submit-request';

type Errors = Partial<Record<'dailyBudgetCents' | 'durationDays' | 'geoTarget' | 'message', string>>;

/** Créer: objective, daily budget, duration and zone; the estimated total follows what is typed. */
export function CampaignTab({ page }: { page: AdvertisingPage }) {
  const town = useTown();
  const defaultZone = `${town.townName} et ses environs`;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [objective, setObjective] = useState<AdObjective>('notoriete');
  const [budget, setBudget] = useState('2');
  const [days, setDays] = useState('7');
  const [zone, setZone] = useState(defaultZone);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { submit, pending } = useSubmitRequest();

  const budgetCents = parseEurosToCents(budget);
  const duration = /^\d{1,3}$/.test(days.trim()) ? Number(days.trim()) : null;
  const total = budgetCents !== null && duration !== null ? budgetCents * duration : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateAdRequestInput.safeParse({
      kind: 'campaign',
      pageId: page.id,
      objective,
      dailyBudgetCents: budgetCents ?? Number.NaN,
      durationDays: duration ?? Number.NaN,
      geoTarget: zone,
      message: message || undefined,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??=
          key === 'dailyBudgetCents' && budgetCents === null
            ? AD_MIN_BUDGET_MESSAGE
            : key === 'durationDays' && duration === null
              ? 'Indiquez une durée en jours.'
              : issue.message;
      }
      setErrors(next);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    submit(parsed.data, () => setMessage(''));
  }

  const field = (name: string) => `${id}-${name}`;
  const invalid = (name: keyof Errors) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${field(name)}-error` } : {};

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      <h2 className="text-lg font-semibold">Créer une campagne</h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Objectif</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {AD_OBJECTIVES.map((value) => (
            <ChoiceCard
              key={value}
              name={field('objective')}
              value={value}
              checked={objective === value}
              onChange={(v) => setObjective(v as AdObjective)}
              title={AD_OBJECTIVE_LABELS[value]}
              detail={`à partir de ${formatEuros(AD_OBJECTIVE_PRICES_CENTS[value])}/jour`}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('budget')}>Budget quotidien (€)</Label>
          <Input
            id={field('budget')}
            inputMode="decimal"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            {...invalid('dailyBudgetCents')}
            aria-describedby={errors.dailyBudgetCents ? `${field('dailyBudgetCents')}-error` : field('budget-hint')}
          />
          <p id={field('budget-hint')} className="text-xs text-muted-foreground">
            Minimum 2 € par jour.
          </p>
          <FieldError id={`${field('dailyBudgetCents')}-error`} message={errors.dailyBudgetCents} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('days')}>Durée (jours)</Label>
          <Input
            id={field('days')}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            {...invalid('durationDays')}
            aria-describedby={errors.durationDays ? `${field('durationDays')}-error` : field('days-hint')}
          />
          <p id={field('days-hint')} className="text-xs text-muted-foreground">
            Minimum 1 jour.
          </p>
          <FieldError id={`${field('durationDays')}-error`} message={errors.durationDays} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('zone')}>Zone de diffusion</Label>
        <Input id={field('zone')} value={zone} onChange={(e) => setZone(e.target.value)} {...invalid('geoTarget')} />
        <FieldError id={`${field('geoTarget')}-error`} message={errors.geoTarget} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('message')}>Message pour la mairie (facultatif)</Label>
        <textarea
          id={field('message')}
          className={TEXTAREA}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          {...invalid('message')}
        />
        <FieldError id={`${field('message')}-error`} message={errors.message} />
      </div>
      <p className="text-base" aria-live="polite">
        Total estimé : <strong>{total !== null ? formatEuros(total) : '—'}</strong>
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {pending && <Spinner />}
        Envoyer la demande
      </Button>
    </form>
  );
}
