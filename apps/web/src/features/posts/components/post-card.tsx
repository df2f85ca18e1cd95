import type { Post } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, Share2 } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { postSignerName } from '@/lib/format';
import { BookmarkButton } from '@/features/saved';
import { ReportButton } from '@/features/content-reports';
import { cn } from '@/lib/cn';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { updatePostInCaches } from '../api/post-cache';
import { LazyCommentsThread } from './lazy-comments-thread';
import { LikeButton } from './like-button';
import { PostSignature, RelativeTime } from './post-author';
import { PostMedia } from './post-media';
import { PostOwnerActions } from './post-owner-actions';
import { PostSharePanel } from './post-share-panel';
import { PostText } from './post-text';

/**
 * One post (spec "Post card"): author, time, text, media, and the Like, Comments and Share
 * buttons, and the bookmark (spec 2, "Saved items"); the comments thread and the share panel open below it.
 */
export function PostCard({
  post,
  defaultCommentsOpen = false,
  onDeleted,
}: {
  post: Post;
  /** The post screen shows the thread at once. */
  defaultCommentsOpen?: boolean;
  /** Called once the post is deleted (e.g. to leave the post screen). */
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const [shareOpen, setShareOpen] = useState(false);
  const id = useId();
  const name = postSignerName(post);

  return (
    <article
      aria-labelledby={`${id}-author ${id}-time`}
      className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm [contain-intrinsic-size:auto_480px] [content-visibility:auto]"
    >
      <header className="flex items-start gap-3 p-4 pb-3">
        <Avatar name={name} image={post.page ? post.page.logoUrl : post.author.image} className="size-10 text-sm" />
        <div className="flex min-w-0 flex-col">
          <PostSignature post={post} id={`${id}-author`} />
          <RelativeTime iso={post.createdAt} id={`${id}-time`} />
          {post.hiddenByModeration && <HiddenByModerationBadge className="mt-1" />}
        </div>
        <div className="ml-auto flex shrink-0 items-start">
          <PostOwnerActions post={post} onDeleted={onDeleted} />
          <ReportButton
            targetType="post"
            targetId={post.id}
            authorId={post.author.id}
            subject={`la publication de ${name}`}
          />
        </div>
      </header>

      {post.content && <PostText text={post.content} className="px-4 pb-3" />}
      <PostMedia post={post} authorName={name} />

      <div className="flex items-center justify-between gap-1 border-t border-border px-2 py-1">
        <LikeButton post={post} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? `${id}-comments` : undefined}
          onClick={() => setCommentsOpen((open) => !open)}
          className={cn(commentsOpen && 'text-primary')}
        >
          <MessageCircle aria-hidden="true" />
          {/* Named by the visible count first (WCAG 2.5.3): « 3 commentaires ». */}
          <span>{post.commentsCount}</span>{' '}
          <span className="sr-only">{post.commentsCount > 1 ? 'commentaires' : 'commentaire'}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={shareOpen}
          aria-controls={shareOpen ? `${id}-share` : undefined}
          onClick={() => setShareOpen((open) => !open)}
          className={cn(shareOpen && 'text-primary')}
        >
          <Share2 aria-hidden="true" />
          {/* Named by its text, visible count included (WCAG 2.5.3): « Partager, 3 partages ». */}
          <span className="sr-only">Partager,</span> <span>{post.sharesCount}</span>{' '}
          <span className="sr-only">{post.sharesCount > 1 ? 'partages' : 'partage'}</span>
        </Button>
        <BookmarkButton
          kind="post"
          id={post.id}
          saved={post.savedByMe}
          onSavedChange={(saved) => updatePostInCaches(queryClient, post.id, (p) => ({ ...p, savedByMe: saved }))}
        />
      </div>

      {shareOpen && <PostSharePanel post={post} id={`${id}-share`} />}
      {commentsOpen && (
        <Suspense fallback={<Spinner />}>
          <LazyCommentsThread post={post} id={`${id}-comments`} />
        </Suspense>
      )}
    </article>
  );
}
