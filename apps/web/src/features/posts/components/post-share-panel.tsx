import type { Post } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { ShareWidget } from '@/components/share/share-widget';
import { postShareDescription, postShareTitle, postShareUrl } from '@portmarin/shared/constants';
import { updatePostInCaches } from '../api/post-cache';
import { sharePost } from '../api/share-post';

/** Spec "Share panel": the post's address, title and description, and the share buttons. */
export function PostSharePanel({ post, id }: { post: Post; id: string }) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  const url = postShareUrl(post.id, window.location.origin);
  const title = postShareTitle(post.page ?? post.author);
  const description = postShareDescription(post.content);

  function recordShare() {
    // Counting a share must never get in the way of sharing: fire and forget.
    sharePost(post.id)
      .then(({ sharesCount }) => updatePostInCaches(queryClient, post.id, (p) => ({ ...p, sharesCount })))
      .catch(() => undefined);
  }

  return (
    <section id={id} aria-label="Partager la publication" className="flex flex-col gap-3 border-t border-border p-4">
      <div>
        <p className="font-semibold">{title}</p>
        <p className="break-words text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium">
          Lien de la publication
        </label>
        <Input id={fieldId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <ShareWidget url={url} title={title} description={description} size="sm" variant="icons" onShare={recordShare} />
    </section>
  );
}
