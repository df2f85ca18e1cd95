import { SUGGESTION_STATUS_LABELS } from '@portmarin/shared';
import { Lightbulb } from 'lucide-react';
import { paths } from '@/config/paths';
import { countOf, detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the suggestions feature shows in other features' screens: its hub tile, its search section and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Boîte à idées', description: 'Proposez vos idées', to: paths.ideaBox, icon: Lightbulb }],
  search: [
    {
      kind: 'suggestions',
      title: 'Boîte à idées',
      rows: {
        icon: Lightbulb,
        // The idea box has no page per idea: its list shows them all.
        of: (found) =>
          found.map((s) => ({
            id: s.id,
            to: paths.ideaBox,
            label: s.title,
            detail: detailLine(SUGGESTION_STATUS_LABELS[s.status], countOf(s.votesCount, 'vote', 'votes')),
          })),
      },
    },
  ],
  notifications: {
    suggestion_status: { icon: Lightbulb },
  },
};
