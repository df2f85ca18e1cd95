import type { SearchPart } from '../../lib/app-module.ts';
import { BY_TITLE, SEARCH_EXCERPT, byName } from '../search/index.ts';

/** Business pages by name, category or description; a hidden one by its owner and the moderators only. */
export const businessPagesSearch: SearchPart = {
  kind: 'businessPages',
  document: {
    from: 'business_pages bp',
    id: 'bp.id',
    name: 'bp.name',
    text: `coalesce(bp.category, '') || ' ' || coalesce(bp.description, '')`,
    title: 'bp.name',
    hidden: [{ when: 'bp.hidden_at is not null', owner: 'bp.created_by' }],
  },
  order: byName,
  walk: BY_TITLE,
  show: {
    from: 'business_pages bp',
    columns: () => `bp.id, bp.name, bp.category, left(bp.description, ${SEARCH_EXCERPT}) as description,
      bp.cover_url, bp.followers_count`,
  },
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string | null,
    description: r.description as string | null,
    coverUrl: r.cover_url as string | null,
    followersCount: r.followers_count as number,
  }),
};
