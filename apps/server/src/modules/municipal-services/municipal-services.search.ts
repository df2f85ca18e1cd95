import type { SearchPart } from '../../lib/app-module.ts';
import { BY_TITLE, byName } from '../search/index.ts';

/** Municipal services by name, category or description. */
export const municipalServicesSearch: SearchPart = {
  kind: 'municipalServices',
  document: {
    from: 'municipal_services s',
    id: 's.id',
    name: 's.name',
    text: `s.category || ' ' || coalesce(s.description, '')`,
    title: 's.name',
  },
  order: byName,
  walk: BY_TITLE,
  show: {
    from: 'municipal_services s',
    columns: () => 's.id, s.name, s.category, s.phone, s.is_emergency',
  },
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    phone: r.phone as string | null,
    isEmergency: r.is_emergency as boolean,
  }),
};
