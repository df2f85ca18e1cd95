import type { RowOf } from '../db/rows.ts';
import type { providerCache } from '../db/schema/index.ts';
import type { Sql } from '../db/sql.ts';

export type CachedData<T> = {
  data: T;
  fetchedAt: Date;
  /** True when the provider could not be reached and this is older data. */
  stale: boolean;
};

/** Thrown when the provider fails and nothing was ever cached for the key. */
export class ProviderUnavailableError extends Error {
  constructor(key: string, options?: ErrorOptions) {
    super(`Fournisseur de données injoignable : ${key}`, options);
  }
}

/**
 * Serves `key` from the cache while it is younger than `maxAgeMs`, otherwise calls `load`.
 * When `load` fails, the last cached data is returned marked stale.
 */
export async function cachedFetch<T>(
  sql: Sql,
  key: string,
  maxAgeMs: number,
  load: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<CachedData<T>> {
  const { rows } = await sql.query<RowOf<typeof providerCache>>('select * from provider_cache where key = $1', [key]);
  const cached = rows[0];
  if (cached && now().getTime() - cached.fetched_at.getTime() < maxAgeMs) {
    return { data: cached.data as T, fetchedAt: cached.fetched_at, stale: false };
  }
  let data: T;
  try {
    data = await load();
  } catch (error) {
    if (cached) return { data: cached.data as T, fetchedAt: cached.fetched_at, stale: true };
    throw new ProviderUnavailableError(key, { cause: error });
  }
  const fetchedAt = now();
  await sql.query(
    `insert into provider_cache (key, data, fetched_at) values ($1, $2, $3)
     on conflict (key) do update set data = excluded.data, fetched_at = excluded.fetched_at`,
    [key, JSON.stringify(data), fetchedAt],
  );
  return { data, fetchedAt, stale: false };
}
