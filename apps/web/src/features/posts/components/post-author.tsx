import type { Post, PostAuthor } from '@portmarin/shared';
import { BadgeCheck, Store } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { displayName, fullDateTime, relativeTime } from '@/lib/format';
import { cn } from '@/lib/cn';

/** The author's name (full name → username → 'Utilisateur'), linking to their page when they have one. */
export function AuthorName({ author, id, className }: { author: PostAuthor; id?: string; className?: string }) {
  const name = displayName(author);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      {author.username ? (
        <Link id={id} to={paths.publicProfile(author.username)} className="font-semibold hover:underline">
          {name}
        </Link>
      ) : (
        <span id={id} className="font-semibold">
          {name}
        </span>
      )}
      {author.verified && (
        <span className="inline-flex items-center gap-0.5 text-xs font-medium text-primary">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Vérifié
        </span>
      )}
    </span>
  );
}

/**
 * Who signs a post: the business page it was written on (its name, linking to the page), else its
 * author. The page speaks as the business; its owner stays the one who may edit or delete it.
 */
export function PostSignature({
  post,
  id,
  className,
}: {
  post: Pick<Post, 'author' | 'page'>;
  id?: string;
  className?: string;
}) {
  if (!post.page) return <AuthorName author={post.author} id={id} className={className} />;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      <Link id={id} to={paths.businessPage(post.page.id)} className="font-semibold hover:underline">
        {post.page.name}
      </Link>
      <span className="inline-flex items-center gap-0.5 text-xs font-medium text-muted-foreground">
        <Store aria-hidden="true" className="size-4" />
        Page professionnelle
      </span>
    </span>
  );
}

/** "il y a 15 minutes", with the exact date for machines and on hover. */
export function RelativeTime({ iso, id, className }: { iso: string; id?: string; className?: string }) {
  return (
    <time id={id} dateTime={iso} title={fullDateTime(iso)} className={cn('text-xs text-muted-foreground', className)}>
      {relativeTime(iso)}
    </time>
  );
}
