import { Heart, MessageCircle, MessagesSquare, PlayCircle } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine, excerpt, relativeTime } from '@/lib/format';
import { DetailLine } from '@/components/item-details';
import { PostSignature, RelativeTime } from './components/post-author';
import type { FeatureParts } from '@/lib/web-feature';

/** A post has no title: its first line, cut at 80 characters; a photo alone is 'Publication'. */
function postTitle(content: string): string {
  const line = content.trim().split('\n')[0]?.trim() ?? '';
  if (!line) return 'Publication';
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

/** What the posts feature shows in other features' screens: its search sections, how its notifications are shown and how its saved items are shown. */
export const parts: FeatureParts = {
  search: [
    // The feed's posts have rows of their own in the dialog.
    { kind: 'posts', title: 'Publications' },
    {
      kind: 'placePosts',
      title: 'Publications des groupes et des pages',
      rows: {
        icon: MessagesSquare,
        of: (found) =>
          found.map((p) => ({
            id: p.id,
            to: paths.post(p.id),
            label: excerpt(p.excerpt) || 'Publication avec photo',
            detail: detailLine(
              p.place.kind === 'group' ? `Groupe « ${p.place.name} »` : `Page « ${p.place.name} »`,
              p.signedBy,
              relativeTime(p.createdAt),
            ),
          })),
      },
    },
  ],
  notifications: {
    like: { icon: Heart },
    comment: { icon: MessageCircle },
  },
  saved: [
    {
      kind: 'post',
      label: 'Publication',
      // A video without a still shows this icon; a text-only post, nothing.
      icon: PlayCircle,
      target: (item) => ({ id: item.post.id, title: postTitle(item.post.content), path: paths.post(item.post.id) }),
      picture: (item) => item.post.thumbnailUrl ?? item.post.imageUrl,
      Details: ({ item }) => (
        <DetailLine>
          <PostSignature post={item.post} className="text-foreground" />
          <RelativeTime iso={item.post.createdAt} />
        </DetailLine>
      ),
    },
  ],
};
