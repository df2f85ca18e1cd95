import { Heart, MessageCircle, MessagesSquare } from 'lucide-react';
import { paths } from '@/config/paths';
import { detailLine, excerpt, relativeTime } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the posts feature shows in other features' screens: its search sections and how its notifications are shown. */
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
};
