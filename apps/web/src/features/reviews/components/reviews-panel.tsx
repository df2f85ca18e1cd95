import {
  ReviewReplyInput,
  UpsertReviewInput,
  type RatingSummary,
  type Review,
  type ReviewTarget,
} from '@portmarin/shared';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { ReportButton } from '@/features/content-reports';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { displayName, formatCount, formatOneDecimal, relativeTime } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useDeleteReview, useReplyToReview, useReviews, useUpsertReview } from '../api/reviews-api';
import { StarInput, StarRating } from './star-input';

const TEXTAREA =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground';

const failure = (error: unknown) => toastRequestError(error);

type ReviewsPanelProps = {
  /** What is rated: a local business of the directory, or a business page. */
  target: ReviewTarget;
  /** Called after a rating changed (the caller refreshes its cards and counters). */
  onRatingChange?: () => void;
  /** The section's heading level (h2 by default; h3 inside a page section). */
  headingLevel?: 2 | 3;
};

/**
 * Ratings and reviews (issue 17): the rating and count, the resident's own review (1–5 stars, an
 * optional short text; edit, delete), everyone's reviews, and the owner's one answer to each.
 */
export function ReviewsPanel({ target, onRatingChange, headingLevel = 2 }: ReviewsPanelProps) {
  const headingId = useId();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const query = useReviews(target);
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <Heading id={headingId} className="text-lg font-semibold">
          Avis
        </Heading>
        {first && <SummaryLine summary={first.summary} />}
      </div>

      {query.isPending && <LoadingStatus />}
      {query.isError && reviews.length === 0 && (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message}
        </p>
      )}

      {first &&
        (user === null ? (
          <p className="text-sm">
            <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
              Connectez-vous
            </Link>{' '}
            pour donner votre avis.
          </p>
        ) : first.isOwner ? (
          <p className="text-sm text-muted-foreground">Vous pouvez répondre une fois à chaque avis.</p>
        ) : (
          <MyReviewForm key={first.mine?.id ?? 'new'} target={target} mine={first.mine} onDone={onRatingChange} />
        ))}

      {/* The list holds the others' reviews: the viewer's own is the box above. */}
      {first && reviews.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {first.mine ? 'Aucun autre avis pour le moment.' : 'Aucun avis pour le moment.'}
        </p>
      )}
      {reviews.length > 0 && (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} target={target} canReply={first?.isOwner === true && review.reply === null} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage && <Spinner />}
          Voir plus d’avis
        </Button>
      )}
    </section>
  );
}

function SummaryLine({ summary }: { summary: RatingSummary }) {
  if (summary.rating === null) return <span className="text-sm text-muted-foreground">Aucun avis</span>;
  return (
    <span className="flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span className="font-semibold">{formatOneDecimal(summary.rating)}</span>
      <span className="text-muted-foreground">({formatCount(summary.reviewsCount)} avis)</span>
    </span>
  );
}

/** The resident's own review: new, or edited in place; removable. */
export function MyReviewForm({
  target,
  mine,
  onDone,
}: {
  target: ReviewTarget;
  mine: Review | null;
  onDone?: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(mine === null);
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [content, setContent] = useState(mine?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const upsert = useUpsertReview(target, onDone);
  const remove = useDeleteReview(target, onDone);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = UpsertReviewInput.safeParse({ rating, content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Avis invalide.');
      return;
    }
    setError(null);
    upsert.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(mine ? 'Avis modifié' : 'Avis publié', { description: 'Merci pour votre avis !' });
        setEditing(false);
      },
      onError: failure,
    });
  }

  if (mine && !editing) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-border p-3">
        <p className="text-sm font-medium">Votre avis</p>
        <StarRating value={mine.rating} />
        {mine.content && <p className="break-words text-sm">{mine.content}</p>}
        {/* Buttons keep their labels whole (nowrap): the row wraps instead of running past the card at 390 px. */}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Modifier mon avis
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success('Avis supprimé', { description: 'Votre avis a été retiré.' }),
                onError: failure,
              })
            }
          >
            {remove.isPending && <Spinner />}
            Supprimer mon avis
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <StarInput value={rating} onChange={setRating} disabled={upsert.isPending} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-content`}>Votre avis (facultatif)</Label>
        <textarea
          id={`${id}-content`}
          rows={3}
          maxLength={1000}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder="Qu’avez-vous pensé de cette adresse ?"
          className={TEXTAREA}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={rating === 0 || upsert.isPending}>
          {upsert.isPending && <Spinner />}
          {mine ? 'Enregistrer mon avis' : 'Publier mon avis'}
        </Button>
        {mine && (
          <Button variant="outline" onClick={() => setEditing(false)}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}

function ReviewItem({ review, target, canReply }: { review: Review; target: ReviewTarget; canReply: boolean }) {
  const author = displayName(review.author);
  return (
    <article aria-label={`Avis de ${author}`} className="flex flex-col gap-1 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{author}</span>
        <StarRating value={review.rating} />
        <span className="text-xs text-muted-foreground">{relativeTime(review.createdAt)}</span>
        {review.hiddenByModeration && <HiddenByModerationBadge />}
        <ReportButton
          targetType="review"
          targetId={review.id}
          authorId={review.author.id}
          subject={`l’avis de ${author}`}
          className="ml-auto size-8"
        />
      </div>
      {review.content && <p className="break-words text-sm">{review.content}</p>}
      {review.reply && (
        <div className="mt-1 rounded-md bg-muted p-2 text-sm">
          <p className="font-medium">Réponse du propriétaire</p>
          <p className="break-words">{review.reply}</p>
        </div>
      )}
      {canReply && <ReplyForm target={target} review={review} author={author} />}
    </article>
  );
}

function ReplyForm({ target, review, author }: { target: ReviewTarget; review: Review; author: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const reply = useReplyToReview(target);

  if (!open) {
    return (
      <Button size="sm" variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Répondre à {author}
      </Button>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ReviewReplyInput.safeParse({ content });
    if (!parsed.success) {
      failure(new Error(parsed.error.issues[0]?.message));
      return;
    }
    reply.mutate(
      { reviewId: review.id, input: parsed.data },
      { onSuccess: () => toast.success('Réponse publiée'), onError: failure },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={`${id}-reply`}>Votre réponse à {author}</Label>
      <textarea
        id={`${id}-reply`}
        rows={2}
        maxLength={1000}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        className={TEXTAREA}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={content.trim() === '' || reply.isPending}>
          {reply.isPending && <Spinner />}
          Envoyer la réponse
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen(false)}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
