import { UserCheck, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { countOf, detailLine } from '@/lib/format';
import type { FeatureParts } from '@/lib/web-feature';

/** What the groups feature shows in other features' screens: its hub tile, its search section and how its notifications are shown. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Groupes', description: 'Les groupes de la commune', to: paths.groups, icon: Users }],
  search: [
    {
      kind: 'groups',
      title: 'Groupes',
      rows: {
        icon: Users,
        of: (found) =>
          found.map((g) => ({
            id: g.id,
            to: paths.group(g.id),
            label: g.name,
            detail: detailLine(
              g.isPrivate ? 'Groupe privé' : 'Groupe public',
              countOf(g.membersCount, 'membre', 'membres'),
              g.category,
            ),
          })),
      },
    },
  ],
  notifications: {
    group_request: { icon: Users },
    group_accepted: { icon: UserCheck },
  },
};
