import type { SearchPart } from '../../lib/app-module.ts';
import { notHidden } from '../../db/visibility.ts';
import { byName, frenchVector, SEARCH_EXCERPT } from '../search/index.ts';

/** A group's searched text: the expression of its GIN index (groups.schema.ts). */
export const GROUP_SEARCH_VECTOR = frenchVector(`g.name || ' ' || coalesce(g.description, '')`);

/** Groups by name or description; a private group by its name only, its description shown to its members only. */
export const groupsSearch: SearchPart = {
  kind: 'groups',
  query: (on) => {
    const member = on.viewer
      ? `exists(select 1 from group_members m where m.group_id = g.id and m.user_id = ${on.viewer})`
      : 'false';
    return `select g.id, g.name,
        case when not g.is_private or ${member} then left(g.description, ${SEARCH_EXCERPT}) end as description,
        g.category, g.is_private, g.members_count, g.avatar_url
      from groups g
      where ${GROUP_SEARCH_VECTOR} @@ ${on.words} and ${notHidden('group', 'g', on.hidden)}
        and (not g.is_private or ${frenchVector('g.name')} @@ ${on.words} or ${member})
      order by ${byName('g.name', 'g.id', on)}
      ${on.page}`;
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
