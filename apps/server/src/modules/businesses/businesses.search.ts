import type { SearchPart } from '../../lib/app-module.ts';
import { BY_TITLE, byName } from '../search/index.ts';

/** Local businesses (Entreprises Locales) by name, category or description; a hidden one by its owner and the moderators only. */
export const businessesSearch: SearchPart = {
  kind: 'businesses',
  document: {
    from: 'businesses b',
    id: 'b.id',
    name: 'b.business_name',
    text: `b.category || ' ' || coalesce(b.description, '')`,
    title: 'b.business_name',
    hidden: [{ when: 'b.hidden_at is not null', owner: 'b.created_by' }],
  },
  order: byName,
  walk: BY_TITLE,
  show: {
    from: 'businesses b',
    columns: () => 'b.id, b.business_name as name, b.category, b.address, b.is_verified, b.logo_url',
  },
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    address: r.address as string | null,
    isVerified: r.is_verified as boolean,
    logoUrl: r.logo_url as string | null,
  }),
};
