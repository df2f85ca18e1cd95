import {
  BOOST_OFFER_DESCRIPTIONS,
  BOOST_OFFER_LABELS,
  BOOST_OFFER_PRICES_CENTS,
  BOOST_OFFERS,
  type AdvertisingPage,
  type BoostOffer,
} from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { formatEuros } from '../lib/money';
import { ChoiceCard, ProLabel, SELECT } from './parts';
import { useSubmitRequest } from '../hooks/use-submit-request';

/** Booster: the 5 € and 3 € boosts, of the page or one of its posts; the auto-boost is Pro. */
export function BoostTab({ page }: { page: AdvertisingPage }) {
  const id = useId();
  const [offer, setOffer] = useState<BoostOffer>('boost_7_jours');
  const [target, setTarget] = useState('');
  const [autoBoost, setAutoBoost] = useState(false);
  const { submit, pending } = useSubmitRequest();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(
      { kind: 'boost', pageId: page.id, boostOffer: offer, autoBoost, ...(target ? { postId: target } : {}) },
      () => setAutoBoost(false),
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      <h2 className="text-lg font-semibold">Booster</h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-target`} className="text-sm font-medium">
          Que voulez-vous booster ?
        </label>
        <select id={`${id}-target`} className={SELECT} value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">Toute la page « {page.name} »</option>
          {page.posts.map((post) => (
            <option key={post.id} value={post.id}>
              Publication : {post.excerpt || 'photo'}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Offre</legend>
        {BOOST_OFFERS.map((value) => (
          <ChoiceCard
            key={value}
            name={`${id}-offer`}
            value={value}
            checked={offer === value}
            onChange={(v) => setOffer(v as BoostOffer)}
            title={`${BOOST_OFFER_LABELS[value]} — ${formatEuros(BOOST_OFFER_PRICES_CENTS[value])}`}
            detail={BOOST_OFFER_DESCRIPTIONS[value]}
          />
        ))}
      </fieldset>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-card p-3 text-card-foreground">
        <div className="flex flex-col gap-0.5">
          <label htmlFor={`${id}-auto`} className="flex items-center gap-2 font-medium">
            Boost automatique <ProLabel />
          </label>
          <p id={`${id}-auto-hint`} className="text-sm text-muted-foreground">
            Le boost est renouvelé à chaque fin de période, jusqu’à ce que vous demandiez son arrêt.
          </p>
        </div>
        <Switch
          id={`${id}-auto`}
          checked={autoBoost}
          onCheckedChange={setAutoBoost}
          aria-describedby={`${id}-auto-hint`}
        />
      </div>
      <Button type="submit" disabled={pending} className="self-start">
        {pending && <Spinner />}
        Demander le boost
      </Button>
    </form>
  );
}
