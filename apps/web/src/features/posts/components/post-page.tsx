import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FOCUS_FEED_TITLE } from './feed-header';
import { PostCard } from './post-card';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { postSignerName } from '@/lib/format';
import { usePost } from '../api/get-post';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackLink() {
  return (
    <Link
      to={paths.feed}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour au fil d’actualité
    </Link>
  );
}

function PostNotFound() {
  return (
    <section className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Publication introuvable</h1>
      <p className="text-muted-foreground">Cette publication n'existe pas ou a été supprimée.</p>
      <Link to={paths.feed} className="font-medium text-primary underline underline-offset-4">
        Retour au fil d’actualité
      </Link>
    </section>
  );
}

/** /post/{id}: the shared post with its comments open; visitors can read it. */
export function PostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = UUID.test(id);
  const post = usePost(id, valid);

  const missing =
    !valid || (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400));
  if (missing) return <PostNotFound />;

  if (post.isPending) {
    return (
      <div className="flex flex-col gap-4 px-4 py-4">
        <h1 className="sr-only">Publication</h1>
        <LoadingStatus label="Chargement de la publication…" layout="section" className="py-16" />
      </div>
    );
  }

  if (post.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Publication indisponible</h1>
        <p role="alert" className="text-muted-foreground">
          {post.error.message}
        </p>
        <Button variant="outline" onClick={() => void post.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <BackLink />
      <h1 className="text-xl font-semibold">Publication de {postSignerName(post.data)}</h1>
      {/* Deleted, the post is gone with its screen: the feed follows, focus on its title. */}
      <PostCard
        post={post.data}
        defaultCommentsOpen
        onDeleted={() => navigate(paths.feed, { replace: true, state: FOCUS_FEED_TITLE })}
      />
    </div>
  );
}
