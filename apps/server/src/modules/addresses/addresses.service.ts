import type { AddressSearchResults } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import { frenchVector, prefixTsQuery } from '../search/index.ts';

/** Addresses the picker offers at once: enough to pick from as the resident types a street. */
const PICKED = 10;

/** The town's current addresses matching what the resident typed, by street then number. */
export async function searchAddresses(sql: Sql, q: string): Promise<AddressSearchResults> {
  const query = prefixTsQuery(q);
  if (!query) return { addresses: [] };
  const { rows } = await sql.query<{ id: string; label: string }>(
    `select id, label from town_addresses
     where retired_at is null and ${frenchVector('label')} @@ to_tsquery('public.french_unaccent'::regconfig, $1)
     order by nom_voie, numero, rep limit ${PICKED}`,
    [query],
  );
  return { addresses: rows };
}
