import type { ReactNode } from 'react';
import { RenderLater } from '@/components/layout/render-later';
import { FeedHeader } from './feed-header';
import { PostComposer } from './post-composer';
import { PostList } from './post-list';

/**
 * The feed, top to bottom as in the spec: stories, the header block, the composer button, the
 * promotional cards, then the posts. Stories and promotions come from their own features.
 */
export function FeedPage({ stories, promotions }: { stories?: ReactNode; promotions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      {stories}
      {/* The header block with the composer, the town's cards, then the posts, each in a task of its
          own after the stories: a block only ever comes below those already drawn, so nothing moves. */}
      <RenderLater>
        <FeedHeader />
        <PostComposer />
      </RenderLater>
      <RenderLater>{promotions}</RenderLater>
      <RenderLater>
        <PostList />
      </RenderLater>
    </div>
  );
}
