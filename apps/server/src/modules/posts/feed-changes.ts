import type { Sql } from '../../db/sql.ts';
import { resultsChanged } from '../../plugins/shared-results.ts';

/** The shared results (plugins/shared-results.ts) that hold the feed's first page. */
export const FEED_TOPIC = 'feed';

/**
 * Says that a write changed what the feed shows, with the connection that wrote (on a transaction's
 * client, heard at its commit): a post written, edited, deleted, hidden or restored; a like, comment
 * or share counter; an author's name, username or photo; whether visitors may see an author; an
 * erased account. Every instance drops its first page.
 */
export const feedChanged = (sql: Sql): Promise<void> => resultsChanged(sql, [FEED_TOPIC]);
