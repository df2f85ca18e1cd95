import type { AddressSearchResults } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import { frenchVector, prefixTsQuery } from '../search/index.ts';

/** Addresses the picker offers at once: enough to pick from as the resident types a street. */
const PICKED = 10;

/**
 * What the resident typed, read as an address: « 12bis rue du port » is the number 12, the
 * repetition « bis » and the street words. Letters glued to the number are split from it, as the
 * labels write them (« 12 bis »).
 */
export function readAddressQuery(q: string): { text: string; numero: number | null; rep: string | null } {
  const text = q.replace(/(\d)(\p{L})/gu, '$1 $2');
  // A lone letter after the number is a repetition (« 4 b »), but not the elided « l’ » or « d’ ».
  const match = /^\s*(\d{1,5})(?:\s+(bis|ter|quater|quinquies|[a-ce-km-z])(?![\p{L}'’]))?/iu.exec(text);
  return {
    text,
    numero: match ? Number(match[1]) : null,
    rep: match?.[2]?.toLowerCase() ?? null,
  };
}

/**
 * The town's current addresses matching what the resident typed. Every word must match the label
 * (accents ignored, each word a prefix); the typed number itself first (« 12 » before « 120 »),
 * then the addresses whose street holds the words (« port » is also in « Port-Marin », on every
 * label), then by street and number.
 */
export async function searchAddresses(sql: Sql, q: string): Promise<AddressSearchResults> {
  const { text, numero, rep } = readAddressQuery(q);
  const query = prefixTsQuery(text);
  if (!query) return { addresses: [] };
  const { rows } = await sql.query<{ id: string; label: string }>(
    `select id, label from town_addresses
     where retired_at is null and ${frenchVector('label')} @@ to_tsquery('public.french_unaccent'::regconfig, $1)
     order by numero = $2 and rep = coalesce($3, rep) desc nulls last,
       ${frenchVector("numero || ' ' || rep || ' ' || nom_voie")} @@ to_tsquery('public.french_unaccent'::regconfig, $1) desc,
       nom_voie, numero, rep
     limit ${PICKED}`,
    [query, numero, rep],
  );
  return { addresses: rows };
}
