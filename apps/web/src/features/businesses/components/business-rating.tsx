import { Star } from 'lucide-react';
import { ratingLabel, ratingText, reviewsCountText } from '../lib/format';

/** '★ 4,8 (326 avis)', from the reviews; 'Aucun avis' without any. */
export function BusinessRating({ rating, reviewsCount }: { rating: number | null; reviewsCount: number }) {
  const text = ratingText(rating);
  return (
    <p role="img" aria-label={ratingLabel(rating, reviewsCount)} className="flex items-center gap-1 text-sm">
      <Star
        aria-hidden="true"
        className={text ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'}
      />
      {text ? (
        <>
          <span className="font-semibold">{text}</span>
          <span className="text-muted-foreground">{reviewsCountText(reviewsCount)}</span>
        </>
      ) : (
        <span className="text-muted-foreground">Aucun avis</span>
      )}
    </p>
  );
}
