import {
  AD_BADGE_LABELS,
  AD_BADGE_PRICES_CENTS,
  AD_BADGES,
  AD_MESSAGE_MAX_LENGTH,
  AD_VERIFICATION_REPLY_HOURS,
  PRO_BADGES,
  type AdBadge,
  type AdvertisingPage,
} from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatEuros } from '../lib/money';
import { ChoiceCard, ProLabel, TEXTAREA } from './parts';
import { useSubmitRequest } from '../hooks/use-submit-request';

const BADGE_DETAILS: Record<AdBadge, string> = {
  verifie: 'Votre page est vérifiée par la mairie : les habitants savent qu’elle est authentique.',
  premium: 'Votre page mise en avant dans les listes et les recherches.',
  commerce_local: 'Votre commerce signalé comme commerce de proximité de la commune.',
};

/** Vérifier: the three badges with their monthly prices; the town hall answers within 48 h. */
export function VerifyTab({ page }: { page: AdvertisingPage }) {
  const id = useId();
  const [badge, setBadge] = useState<AdBadge>('verifie');
  const [message, setMessage] = useState('');
  const { submit, pending } = useSubmitRequest();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit({ kind: 'badge', pageId: page.id, badge, message: message || undefined }, () => setMessage(''));
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      <h2 className="text-lg font-semibold">Vérifier</h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Badge</legend>
        {AD_BADGES.map((value) => (
          <ChoiceCard
            key={value}
            name={`${id}-badge`}
            value={value}
            checked={badge === value}
            onChange={(v) => setBadge(v as AdBadge)}
            title={`${AD_BADGE_LABELS[value]} — ${formatEuros(AD_BADGE_PRICES_CENTS[value])}/mois`}
            detail={page.badges.includes(value) ? `${BADGE_DETAILS[value]} Badge déjà obtenu.` : BADGE_DETAILS[value]}
            extra={PRO_BADGES.includes(value) ? <ProLabel /> : undefined}
          />
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          Votre message (facultatif)
        </label>
        <textarea
          id={`${id}-message`}
          className={TEXTAREA}
          maxLength={AD_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <p className="text-sm">
        Après votre demande, la mairie vous contacte sous {AD_VERIFICATION_REPLY_HOURS}h pour vérifier votre activité.
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {pending && <Spinner />}
        Demander la vérification
      </Button>
    </form>
  );
}
