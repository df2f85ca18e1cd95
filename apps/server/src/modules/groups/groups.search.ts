import type { SearchPart } from '../../lib/app-module.ts';
import { BY_TITLE, SEARCH_EXCERPT, byName } from '../search/index.ts';

const member = (groupId: string, viewer: string) =>
  `exists(select 1 from group_members m where m.group_id = ${groupId} and m.user_id = ${viewer})`;
const groupsOf = (viewer: string) => `select m.group_id from group_members m where m.user_id = ${viewer}`;

/**
 * Groups by name or description; a private group by its name only, its description shown to its
 * members only; a hidden group by its admins and the moderators only.
 */
export const groupsSearch: SearchPart = {
  kind: 'groups',
  document: {
    from: 'groups g',
    id: 'g.id',
    name: 'g.name',
    text: 'g.description',
    title: 'g.name',
    hidden: [{ when: 'g.hidden_at is not null', ownersOf: { kind: 'group', row: 'g.id' } }],
    membersOf: { group: 'case when g.is_private then g.id end', groupsOf },
  },
  order: byName,
  walk: BY_TITLE,
  show: {
    from: 'groups g',
    columns: (on) => `g.id, g.name,
        case when not g.is_private ${on.viewer ? `or ${member('g.id', on.viewer)}` : ''}
          then left(g.description, ${SEARCH_EXCERPT}) end as description,
        g.category, g.is_private, g.members_count, g.avatar_url`,
  },
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    description: r.description as string | null,
    category: r.category as string | null,
    isPrivate: r.is_private as boolean,
    membersCount: r.members_count as number,
    avatarUrl: r.avatar_url as string | null,
  }),
};
