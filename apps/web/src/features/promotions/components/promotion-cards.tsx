import { memo } from 'react';
import { useRevealNearViewport } from '@/lib/use-reveal-near-viewport';
import { usePromotions } from '../api/list-promotions';
import { PromotionCard } from './promotion-card';

// Each reveal step draws one more card, not every card above it again.
const ListedPromotionCard = memo(PromotionCard);

/** The town's promotional cards for the feed, managed by admins at /admin/promotions. */
export function PromotionCards() {
  const promotions = usePromotions();
  // The first card at once, the others as the reader comes near them, one per task.
  const { shown, itemRef } = useRevealNearViewport(
    promotions.data?.promotions.map((promotion) => promotion.id) ?? [],
    1,
  );

  if (promotions.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          Chargement des annonces de la commune…
        </p>
        {Array.from({ length: 2 }, (_, index) => (
          <div key={index} aria-hidden="true" className="overflow-hidden rounded-xl border border-border bg-card">
            <div className="h-48 animate-pulse bg-muted" />
            <div className="flex flex-col gap-2 p-4">
              <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (promotions.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        Les annonces de la commune ne sont pas disponibles pour le moment.
      </p>
    );
  }

  if (promotions.data.promotions.length === 0) return null;

  return (
    <section aria-label="Annonces de la commune" className="flex flex-col gap-4">
      {promotions.data.promotions.slice(0, shown).map((promotion, index) => (
        // Off screen, the browser skips the card's style, layout and paint (its size is remembered).
        <div
          key={promotion.id}
          ref={itemRef(index)}
          className="[contain-intrinsic-size:auto_520px] [content-visibility:auto]"
        >
          <ListedPromotionCard promotion={promotion} />
        </div>
      ))}
    </section>
  );
}
