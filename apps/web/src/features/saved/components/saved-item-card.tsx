import type { Post, SavedItem } from '@portmarin/shared';
import { MessageCircle, Share2, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LazyCommentsThread, LikeButton, PostSharePanel } from '@/features/posts';
import { ShareWidget } from '@/components/share/share-widget';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import { toastRequestError } from '@/lib/toasts';
import { useRemoveSaved } from '../api/remove-saved';
import { itemTarget, shapeOf } from '../lib/saved-item';

/**
 * A saved item (spec 2, "Saved items"): its picture, kind, title and details, then J'aime,
 * Commenter, Partager and Supprimer for a post; Partager and Supprimer for an event, a listing
 * or a business page, which have no likes or comments of their own.
 */
export function SavedItemCard({ item }: { item: SavedItem }) {
  const id = useId();
  const target = itemTarget(item);
  const { label, Details } = shapeOf(item);
  const [panel, setPanel] = useState<'share' | 'comments' | null>(null);
  const remove = useRemoveSaved();
  const toggle = (next: 'share' | 'comments') => setPanel((open) => (open === next ? null : next));

  function unsave(event: MouseEvent<HTMLButtonElement>) {
    // The card leaves the list: focus goes to the next saved item, not the page's body.
    focusAfterRemoval(event.currentTarget);
    remove.mutate(
      { kind: target.kind, id: target.id },
      {
        onSuccess: () => toast.success('Retiré des éléments enregistrés'),
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex gap-3 p-4">
        <Thumbnail item={item} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {label}
            {item.kind === 'post' && item.post.videoUrl && ' · Vidéo'}
          </p>
          <h2 id={`${id}-title`} className="break-words font-semibold">
            <Link to={target.path} className="hover:underline">
              {target.title}
            </Link>
          </h2>
          <Details item={item} />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-1 border-t border-border px-2 py-1">
        {item.kind === 'post' && (
          <>
            <LikeButton post={item.post} />
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={panel === 'comments'}
              aria-controls={panel === 'comments' ? `${id}-comments` : undefined}
              onClick={() => toggle('comments')}
              className={cn(panel === 'comments' && 'text-primary')}
            >
              <MessageCircle aria-hidden="true" />
              Commenter
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={panel === 'share'}
          aria-controls={panel === 'share' ? `${id}-share` : undefined}
          onClick={() => toggle('share')}
          className={cn(panel === 'share' && 'text-primary')}
        >
          <Share2 aria-hidden="true" />
          Partager
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={unsave}
        >
          <Trash2 aria-hidden="true" />
          Supprimer<span className="sr-only"> des éléments enregistrés : {target.title}</span>
        </Button>
      </div>

      {panel === 'share' &&
        (item.kind === 'post' ? (
          <PostSharePanel post={item.post} id={`${id}-share`} />
        ) : (
          <section id={`${id}-share`} aria-label={`Partager : ${target.title}`} className="border-t border-border p-4">
            <ShareWidget url={new URL(target.path, window.location.origin).href} title={target.title} size="sm" />
          </section>
        ))}
      {panel === 'comments' && item.kind === 'post' && (
        // Around the panel, so that its focus effect runs once the thread is there.
        <Suspense fallback={<Spinner />}>
          <Comments post={item.post} id={`${id}-comments`} />
        </Suspense>
      )}
    </article>
  );
}

/** 'Commenter' opens the post's thread here, the field focused to write at once. */
function Comments({ post, id }: { post: Post; id: string }) {
  useEffect(() => {
    document.getElementById(id)?.querySelector('textarea')?.focus();
  }, [id]);
  return <LazyCommentsThread post={post} id={id} />;
}

function Thumbnail({ item }: { item: SavedItem }) {
  const { picture, icon: Icon } = shapeOf(item);
  const src = picture(item);
  const box = 'size-20 shrink-0 overflow-hidden rounded-lg bg-secondary';
  if (src) return <img src={src} alt="" loading="lazy" className={cn(box, 'object-cover')} />;
  // A text-only post shows nothing; a video without a still, and other kinds, their icon.
  if (item.kind === 'post' && !item.post.videoUrl) return null;
  return (
    <div aria-hidden="true" className={cn(box, 'flex items-center justify-center text-muted-foreground')}>
      <Icon className="size-8" />
    </div>
  );
}
