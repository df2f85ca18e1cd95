import type { Sql } from '../../db/sql.ts';
import { resultsChanged } from '../../plugins/shared-results.ts';

/**
 * The shared results (plugins/shared-results.ts) holding what others show of a business: its name,
 * rating and review count, whether it is hidden (the feed's sponsored cards, the visitors' first
 * pages of the directory).
 */
export const BUSINESSES_TOPIC = 'businesses';

/** Says a write changed a business's name, rating or visibility, with the connection that wrote (see `resultsChanged`). */
export const businessesChanged = (sql: Sql): Promise<void> => resultsChanged(sql, [BUSINESSES_TOPIC]);
