import type { Post } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { sessionQuery, useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { likePost } from '../api/like-post';
import { updatePostInCaches } from '../api/post-cache';

type Synced = Pick<Post, 'id' | 'likedByMe' | 'likesCount'>;

/**
 * Spec section 4 "Like": the current user comes from the session (fetched on mount); the local
 * count starts from likesCount, +1 on like and −1 (never below 0) on unlike; one request at a
 * time; a visitor gets 'Connexion requise', a failure 'Impossible de mettre à jour le like' and
 * the previous state back.
 */
export function LikeButton({ post, className }: { post: Post; className?: string }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [liked, setLiked] = useState(post.likedByMe);
  const [count, setCount] = useState(post.likesCount);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  // Another post, or fresher data from the server: start again from its values (not mid-request).
  const [synced, setSynced] = useState<Synced>(post);
  if (
    !pending &&
    (synced.id !== post.id || synced.likedByMe !== post.likedByMe || synced.likesCount !== post.likesCount)
  ) {
    setSynced(post);
    setLiked(post.likedByMe);
    setCount(post.likesCount);
  }

  async function currentUser() {
    if (session.status === 'ready') return session.user;
    try {
      return (await queryClient.ensureQueryData(sessionQuery)).user;
    } catch {
      return null;
    }
  }

  async function toggle() {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const user = await currentUser();
      if (!user) {
        toast.error('Connexion requise', { description: 'Vous devez être connecté pour aimer une publication' });
        return;
      }
      const before = { liked, count };
      const next = !liked;
      setPending(true);
      setLiked(next);
      setCount(next ? count + 1 : Math.max(0, count - 1));
      try {
        const result = await likePost(post.id, next);
        // The refresh: every view of this post takes the server's exact count.
        updatePostInCaches(queryClient, post.id, (p) => ({
          ...p,
          likedByMe: result.liked,
          likesCount: result.likesCount,
        }));
      } catch {
        setLiked(before.liked);
        setCount(before.count);
        toast.error('Erreur', { description: 'Impossible de mettre à jour le like' });
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={liked}
      aria-busy={pending}
      disabled={pending}
      onClick={() => void toggle()}
      className={cn(liked && 'text-primary', className)}
    >
      <Heart aria-hidden="true" className={cn(liked && 'fill-current')} />
      {/* Named by the visible count first (WCAG 2.5.3): « 3 J'aime ». */}
      <span>{count}</span> <span className="sr-only">J'aime</span>
    </Button>
  );
}
