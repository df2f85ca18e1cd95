import type { SearchPart } from '../../lib/app-module.ts';
import { byName, frenchVector } from '../search/index.ts';

/** A service's searched text: the expression of its GIN index (municipal-services.schema.ts). */
export const MUNICIPAL_SERVICE_SEARCH_VECTOR = frenchVector(
  `s.name || ' ' || s.category || ' ' || coalesce(s.description, '')`,
);

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
