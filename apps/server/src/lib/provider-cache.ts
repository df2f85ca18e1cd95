import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { providerCache } from '../db/schema/index.ts';

export type CachedData<T> = {
  data: T;
  fetchedAt: Date;
  /** True when the provider could not be reached and this is older data. */
  stale: boolean;
};

/** Thrown when the provider fails and nothing was ever cached for the key. */
export class ProviderUnavailableError extends Error {
  constructor(key: string, options?: ErrorOptions) {
    super(`Fournisseur de données injoignable : ${key}`, options);
  }
}

/**
 * Serves `key` from the cache while it is younger than `maxAgeMs`, otherwise calls `load`.
 * When `load` fails, the last cached data is returned marked stale.
 */
export async function cachedFetch<T>(
  db: Db,
  key: string,
  maxAgeMs: number,
  load: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<CachedData<T>> {
  const [cached] = await db.select().from(providerCache).where(eq(providerCache.key, key));
  if (cached && now().getTime() - cached.fetchedAt.getTime() < maxAgeMs) {
    return { data: cached.data as T, fetchedAt: cached.fetchedAt, stale: false };
  }
  let data: T;
  try {
    data = await load();
  } catch (error) {
    if (cached) return { data: cached.data as T, fetchedAt: cached.fetchedAt, stale: true };
    throw new ProviderUnavailableError(key, { cause: error });
  }
  const fetchedAt = now();
  await db
    .insert(providerCache)
    .values({ key, data, fetchedAt })
    .onConflictDoUpdate({ target: providerCache.key, set: { data, fetchedAt } });
  return { data, fetchedAt, stale: false };
}
