import type { SearchPart } from '../../lib/app-module.ts';
import { byName, frenchVector } from '../search/index.ts';

/** A service's searched text: the expression of its GIN index (municipal-services.schema.ts). */
export const MUNICIPAL_SERVICE_SEARCH_VECTOR = frenchVector(
  `s.name || ' ' || s.category || ' ' || coalesce(s.description, '')`,
);

/** Municipal services by name, category or description. */
export const municipalServicesSearch: SearchPart = {
  kind: 'municipalServices',
  query: (on) => `select s.id, s.name, s.category, s.phone, s.is_emergency
    from municipal_services s
    where ${MUNICIPAL_SERVICE_SEARCH_VECTOR} @@ ${on.words}
    order by ${byName('s.name', 's.id', on)}
    ${on.page}`,
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    category: r.category as string,
    phone: r.phone as string | null,
    isEmergency: r.is_emergency as boolean,
  }),
};
