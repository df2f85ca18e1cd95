import {
  SUGGESTION_STATUS_LABELS,
  type CreateSuggestionInput,
  type Suggestion,
  type SuggestionCategory,
  type SuggestionStats,
  type SuggestionStatus,
  type SuggestionsPage,
  type SuggestionsQuery,
  type SuggestionVoteResponse,
} from '@portmarin/shared';
import type pg from 'pg';
import { logModeration } from '../../db/moderation-log.ts';
import { AUTHOR_COLUMNS } from '../posts/index.ts';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { isVerifiedResident } from '../verification/index.ts';

// The author is left-joined: a deleted account leaves its suggestions, authorless.
const COLUMNS = `s.id, s.title, s.description, s.category, s.status, s.votes_count, s.comments_count,
  ${iso('s.created_at')} as created_at, (extract(epoch from s.created_at) * 1000000)::bigint::text as cursor_us,
  ${AUTHOR_COLUMNS}`;

type SuggestionRow = {
  id: string;
  title: string;
  description: string;
  category: SuggestionCategory;
  status: SuggestionStatus;
  votes_count: number;
  comments_count: number;
  created_at: string;
  cursor_us: string;
  author_id: string | null;
  author_name: string | null;
  author_username: string | null;
  author_image: string | null;
  author_verified: boolean | null;
  has_voted: boolean;
};

function toSuggestion(r: SuggestionRow): Suggestion {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    status: r.status,
    votesCount: r.votes_count,
    commentsCount: r.comments_count,
    author: r.author_id
      ? {
          id: r.author_id,
          name: r.author_name,
          username: r.author_username,
          image: r.author_image,
          verified: r.author_verified ?? false,
        }
      : null,
    createdAt: r.created_at,
    hasVoted: r.has_voted,
  };
}

const hasVoted = (viewer: string | null) =>
  viewer
    ? `exists(select 1 from suggestion_votes v where v.suggestion_id = s.id and v.user_id = ${viewer}) as has_voted`
    : 'false as has_voted';

/**
 * The cursor of the popular-first order: votes, creation time in microseconds since 1970 (exact,
 * digits only, so a forged one cannot reach PostgreSQL as a bad date) and id.
 */
const popularCursor = cursorCodec<[votes: number, us: string, id: string]>(
  cursorFields.int(0, 999_999_999),
  cursorFields.micros,
  cursorFields.uuid,
);

/** Popular first: the most votes, then the newest; optionally one status. */
export async function listSuggestions(
  sql: Sql,
  viewerId: string | null,
  query: SuggestionsQuery,
): Promise<SuggestionsPage> {
  const cursor = popularCursor.decode(query.cursor);
  const values: unknown[] = [query.limit + 1];
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions: string[] = [];
  if (query.status) conditions.push(`s.status = ${param(query.status)}`);
  if (cursor) {
    conditions.push(
      `(s.votes_count, s.created_at, s.id) < (${param(cursor[0])}::int,
        timestamptz 'epoch' + ${param(cursor[1])}::bigint * interval '1 microsecond', ${param(cursor[2])}::uuid)`,
    );
  }
  const voted = hasVoted(viewerId ? param(viewerId) : null);
  const { rows } = await sql.query<SuggestionRow>(
    `select ${COLUMNS}, ${voted}
     from suggestions s left join "user" u on u.id = s.user_id
     ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
     order by s.votes_count desc, s.created_at desc, s.id desc
     limit $1`,
    values,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    suggestions: page.map(toSuggestion),
    nextCursor:
      rows.length > query.limit && last ? popularCursor.encode([last.votes_count, last.cursor_us, last.id]) : null,
  };
}

async function readSuggestion(sql: Sql, id: string, viewerId: string | null): Promise<Suggestion> {
  const { rows } = await sql.query<SuggestionRow>(
    `select ${COLUMNS}, ${hasVoted(viewerId ? '$2' : null)}
     from suggestions s left join "user" u on u.id = s.user_id where s.id = $1`,
    viewerId ? [id, viewerId] : [id],
  );
  if (!rows[0]) throw new AppError('SUGGESTION_NOT_FOUND');
  return toSuggestion(rows[0]);
}

export async function createSuggestion(sql: Sql, userId: string, input: CreateSuggestionInput): Promise<Suggestion> {
  const { rows } = await sql.query<{ id: string }>(
    'insert into suggestions (user_id, title, description, category) values ($1, $2, $3, $4) returning id',
    [userId, input.title, input.description, input.category],
  );
  return readSuggestion(sql, rows[0]!.id, userId);
}

/**
 * One vote per resident and suggestion, final (like a referendum's): the primary key keeps a
 * single row however many attempts race, and only the attempt that inserted counts it. Only
 * verified residents vote when the town asks for it (`residentsOnly`).
 */
export async function voteSuggestion(
  sql: Sql,
  userId: string,
  suggestionId: string,
  residentsOnly: boolean,
): Promise<SuggestionVoteResponse> {
  if (residentsOnly) {
    const { rows } = await sql.query<{ verified: boolean }>(`select ${isVerifiedResident('$1')} as verified`, [userId]);
    if (!rows[0]!.verified) throw new AppError('SUGGESTION_VOTE_RESIDENT_NOT_VERIFIED');
  }
  const { rows } = await sql.query<{ votes_count: number }>(
    `with v as (
       insert into suggestion_votes (suggestion_id, user_id)
       select id, $2 from suggestions where id = $1
       on conflict do nothing
       returning suggestion_id
     )
     update suggestions set votes_count = votes_count + 1, updated_at = now()
     where id in (select suggestion_id from v) returning votes_count`,
    [suggestionId, userId],
  );
  if (rows[0]) return { votesCount: rows[0].votes_count, hasVoted: true };
  const { rowCount } = await sql.query('select 1 from suggestions where id = $1', [suggestionId]);
  throw new AppError(rowCount ? 'ALREADY_VOTED' : 'SUGGESTION_NOT_FOUND');
}

/** A moderator's status change and its log line, in one transaction. */
export async function setSuggestionStatus(
  pool: pg.Pool,
  moderatorId: string,
  suggestionId: string,
  status: SuggestionStatus,
  reason: string | undefined,
): Promise<{ suggestion: Suggestion; changed: boolean; authorId: string | null }> {
  const { changed, authorId } = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ status: SuggestionStatus; user_id: string | null }>(
      'select status, user_id from suggestions where id = $1 for update',
      [suggestionId],
    );
    const before = rows[0];
    if (!before) throw new AppError('SUGGESTION_NOT_FOUND');
    if (before.status === status) return { changed: false, authorId: before.user_id };
    await client.query('update suggestions set status = $2, updated_at = now() where id = $1', [suggestionId, status]);
    await logModeration(client, {
      moderatorId,
      action: 'suggestion.status',
      targetType: 'suggestion',
      targetId: suggestionId,
      targetUserId: before.user_id,
      reason: reason || 'Statut de la suggestion mis à jour',
      details: { from: before.status, to: status },
    });
    return { changed: true, authorId: before.user_id };
  });
  return { suggestion: await readSuggestion(pool, suggestionId, moderatorId), changed, authorId };
}

/** Its author hears of the new status, the idea's title as the excerpt (after the change is committed). */
export async function notifySuggestionStatus(
  notifier: Notifier,
  authorId: string,
  suggestion: Suggestion,
): Promise<void> {
  await notifier.notify({
    userId: authorId,
    actorId: null,
    type: 'suggestion_status',
    content: `« ${suggestion.title} » : ${SUGGESTION_STATUS_LABELS[suggestion.status]}`,
    link: '/idea-box',
  });
}

/** The summary: every suggestion, those in progress, the done ones (Planifié) and every vote. */
export async function suggestionStats(sql: Sql): Promise<SuggestionStats> {
  const { rows } = await sql.query<SuggestionStats>(
    `select count(*)::int as suggestions,
       (count(*) filter (where status = 'en_cours'))::int as "inProgress",
       (count(*) filter (where status = 'planifie'))::int as done,
       (select count(*) from suggestion_votes)::int as votes
     from suggestions`,
  );
  return rows[0]!;
}
