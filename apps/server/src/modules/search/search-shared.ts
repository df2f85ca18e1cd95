import { SEARCH_KINDS, type SearchKind, type SearchQuery } from '@portmarin/shared';
import type pg from 'pg';
import { escapeLike, type Sql } from '../../db/sql.ts';
import type { Reader, Visibility } from '../../db/visibility.ts';
import type { SearchPart } from '../../lib/app-module.ts';
import { isStaff } from '../../lib/roles.ts';
import type { SharedResults } from '../../plugins/shared-results.ts';
import { INDEX_VERSION, SEARCH_TOPIC } from './search-index.ts';
import {
  encodeSearchCursor,
  findPages,
  ownStatementFor,
  search,
  showsReader,
  type KindSizes,
  type SharedPage,
} from './search.service.ts';
import { SEARCH_MAX_RESULTS } from '@portmarin/shared';

/**
 * Search answers from memory (docs/decisions/0097-one-search-index.md): what every visitor, or every
 * resident, finds for a query is searched once and kept as JSON text (`SharedResults`, topic
 * `search`); a resident's answer adds, in one small statement, what is theirs. Kept answers go when
 * the index's version moved (a statement changed a document: read by every search, so the writer's
 * next search sees its write) and, on every instance, at the commit of such a write and at any other
 * shared result's invalidation (what results show beside the document: counters, names).
 */

/** A resident who owns nothing and belongs to no group: the shared part of every resident's results. */
const ANY_RESIDENT: Reader = { id: '', role: 'user' };

type Query = Pick<SearchQuery, 'q' | 'kind' | 'cursor' | 'limit'>;

/** A kept answer: each asked kind's page as JSON text (with its documents' ids), the rest as it reads. */
type SharedAnswer = {
  pages: Array<SharedPage & { json: string; ids: string[]; next: string | null }>;
  /** The kinds not asked, the answer's end before its cursors: `,"k":[],…`. */
  tail: string;
  loose: string | null;
  named: string | null;
  exact: string | null;
};

export type SearchAnswers = (reader: Reader, query: Query) => Promise<string>;

export function sharedSearch(options: {
  pool: pg.Pool;
  /** The search's statements' pool (`withGenericPlan`). */
  sql: Sql;
  parts: ReadonlyMap<SearchKind, SearchPart>;
  /** The app's owner rules of hidden content. */
  visibility: Visibility;
  results: SharedResults;
  sizes: () => KindSizes;
}): SearchAnswers {
  const { pool, sql, parts, visibility, results, sizes } = options;
  let seen = -1n;
  /** Whether `version` is newer than any seen: the answers kept were searched before a write. */
  const moved = (version: string): boolean => {
    const v = BigInt(version);
    if (v <= seen) return false;
    seen = v;
    results.invalidate([SEARCH_TOPIC]);
    return true;
  };

  const load = async (reader: Reader, query: Query): Promise<SharedAnswer> => {
    const found = await findPages(sql, parts, visibility, reader, query, sizes());
    const asked = new Set(found.map((p) => p.part.kind));
    return {
      pages: found.map(({ part, take, skip, results, ids, next }) => ({
        part,
        take,
        skip,
        json: JSON.stringify(results),
        ids,
        next,
      })),
      tail: SEARCH_KINDS.filter((k) => !asked.has(k))
        .map((k) => `,"${k}":[]`)
        .join(''),
      loose: found.loose ?? null,
      named: found.named ?? null,
      exact: found.exact ?? null,
    };
  };
  const shared = (audience: 'visitor' | 'resident', query: Query) =>
    results.get(
      SEARCH_TOPIC,
      `${audience}\n${query.kind ?? ''}\n${query.cursor ?? ''}\n${query.limit ?? ''}\n${query.q}`,
      () => load(audience === 'visitor' ? null : ANY_RESIDENT, query),
    );
  /** The answer's JSON text: each page's own (a resident's, by kind) or shared. */
  const body = (
    answer: SharedAnswer,
    own: ReadonlyMap<SearchKind, { json: string; next: string | null }> = new Map(),
  ) => {
    const cursors = Object.fromEntries(SEARCH_KINDS.map((k) => [k, null as string | null]));
    const pages = answer.pages.map((p) => {
      const mine = own.get(p.part.kind);
      cursors[p.part.kind] = mine ? mine.next : p.next;
      return `"${p.part.kind}":${mine ? mine.json : p.json}`;
    });
    return `{${[...pages, answer.tail.slice(1)].filter(Boolean).join(',')},"nextCursors":${JSON.stringify(cursors)}}`;
  };

  return async (reader, query) => {
    // A moderator reads everything: nothing to share.
    if (reader && isStaff(reader)) return JSON.stringify(await search(sql, parts, visibility, reader, query, sizes()));
    if (!reader) {
      const { rows } = await pool.query<{ version: string }>({
        name: 'search-index-version',
        text: `select (last_value + is_called::int)::text as version from ${INDEX_VERSION}`,
      });
      moved(rows[0]!.version);
      return body(await shared('visitor', query));
    }
    const lowered = escapeLike(query.q.toLowerCase());
    const ownOf = async (pages: SharedAnswer['pages'], answered: SharedAnswer['pages'], answer: SharedAnswer) => {
      const { rows } = await pool.query<
        Record<string, unknown> & { version: string; _own: SearchKind[]; _more: boolean }
      >({
        ...ownStatementFor(parts, visibility, pages, answered, reader),
        values: [
          answer.loose,
          answer.named,
          `%${lowered}%`,
          reader.id,
          answer.exact,
          `${lowered}%`,
          ...answered.map((p) => p.ids),
        ],
      });
      return rows[0]!;
    };
    for (let attempt = 0; ; attempt++) {
      const answer = await shared('resident', query);
      if (answer.pages.length === 0) return body(answer);
      const showing = answer.pages.filter((p) => showsReader(p.part, reader));
      const row = await ownOf(answer.pages, showing, answer);
      // Searched before a write: once more, from the index as it is now.
      if (moved(row.version) && attempt === 0) continue;
      // A later page where their own documents may come before: searched for them alone.
      if (row._more) return JSON.stringify(await search(sql, parts, visibility, reader, query, sizes()));
      // Kinds where they find more than any resident, not shown for them yet: answered in a second statement.
      const theirs = answer.pages.filter((p) => row._own.includes(p.part.kind) && !showing.includes(p));
      const pages: Record<string, unknown> =
        theirs.length > 0 ? { ...row, ...(await ownOf(theirs, theirs, answer)) } : row;
      const own = new Map<SearchKind, { json: string; next: string | null }>();
      for (const { part, take, skip } of answer.pages) {
        const found = pages[part.kind] as Array<Record<string, unknown>> | undefined;
        if (!found) continue;
        const toResult = part.toResult as (r: Record<string, unknown>) => unknown;
        const more = found.length > take && skip + take < SEARCH_MAX_RESULTS;
        own.set(part.kind, {
          json: JSON.stringify(found.slice(0, take).map(toResult)),
          next: more ? encodeSearchCursor(part.kind, skip + take) : null,
        });
      }
      return body(answer, own);
    }
  };
}
