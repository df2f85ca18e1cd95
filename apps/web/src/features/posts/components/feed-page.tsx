import type { ReactNode } from 'react';
import { FeedHeader } from './feed-header';
import { FeedPosts } from './feed-posts';
import { PostComposer } from './post-composer';

/**
 * The feed, top to bottom as in the spec: stories, the header block, the composer button, the
 * promotional cards, then the posts; the town hall's valid announcements pinned above it all
 * (issue 30). Announcements, stories and promotions come from their own features.
 */
export function FeedPage({
  pinned,
  stories,
  promotions,
}: {
  pinned?: ReactNode;
  stories?: ReactNode;
  promotions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      {pinned}
      {stories}
      <FeedHeader />
      <PostComposer />
      {promotions}
      <FeedPosts />
    </div>
  );
}
