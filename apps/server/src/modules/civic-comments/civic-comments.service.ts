import type { CivicComment, CivicCommentsPage, CivicCommentsQuery, CivicSubjectType } from '@portmarin/shared';
import type pg from 'pg';
import { logModeration } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { AUTHOR_COLUMNS, toAuthor } from '../posts/index.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { notHidden, sqlReader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { excerpt } from '../../lib/text.ts';
import {
  canDeleteCivicComment,
  canSeeHiddenComment,
  isModerationDelete,
  type CommentActor,
} from './civic-comments.policy.ts';

/**
 * Each subject's table, read with SQL (a module never imports another): the 404 code, and the
 * counter column kept equal to the comments (referendums have none: the list counts them).
 */
const SUBJECTS = {
  referendum: { table: 'referendums', notFound: 'REFERENDUM_NOT_FOUND', counter: null },
  neighbour_report: { table: 'neighbour_reports', notFound: 'NEIGHBOUR_REPORT_NOT_FOUND', counter: 'comments_count' },
  suggestion: { table: 'suggestions', notFound: 'SUGGESTION_NOT_FOUND', counter: 'comments_count' },
} as const satisfies Record<
  CivicSubjectType,
  {
    table: string;
    notFound: 'REFERENDUM_NOT_FOUND' | 'NEIGHBOUR_REPORT_NOT_FOUND' | 'SUGGESTION_NOT_FOUND';
    counter: string | null;
  }
>;

const COLUMNS = `c.id, c.subject_type, c.subject_id, c.content, c.user_id, c.hidden_at is not null as hidden,
  ${iso('c.created_at')} as created_at, ${isoMicro('c.created_at')} as cursor_at, ${AUTHOR_COLUMNS}`;

type CommentRow = {
  id: string;
  subject_type: CivicSubjectType;
  subject_id: string;
  content: string;
  user_id: string;
  hidden: boolean;
  created_at: string;
  cursor_at: string;
  author_id: string;
  author_name: string | null;
  author_username: string | null;
  author_image: string | null;
  author_verified: boolean;
};

function toCivicComment(r: CommentRow): CivicComment {
  return {
    id: r.id,
    subjectType: r.subject_type,
    subjectId: r.subject_id,
    content: r.content,
    createdAt: r.created_at,
    hidden: r.hidden,
    author: toAuthor(r),
  };
}

/**
 * The subject, or its 404; `lock` takes a key-share lock so that it is not deleted under a new
 * comment (civic_comments.subject_id has no foreign key: it points into three tables).
 */
async function readSubject(sql: Sql, type: CivicSubjectType, id: string, lock = false): Promise<{ open: boolean }> {
  const subject = SUBJECTS[type];
  const open = type === 'referendum' ? 'allow_comments' : 'true';
  const { rows } = await sql.query<{ open: boolean }>(
    `select ${open} as open from ${subject.table} where id = $1 ${lock ? 'for key share' : ''}`,
    [id],
  );
  if (!rows[0]) throw new AppError(subject.notFound);
  return rows[0];
}

/** A subject's comments, oldest first; hidden ones only to their author and the moderators. */
export async function listCivicComments(
  sql: Sql,
  visibility: Visibility,
  viewer: CommentActor | null,
  type: CivicSubjectType,
  subjectId: string,
  query: CivicCommentsQuery,
): Promise<CivicCommentsPage> {
  const { open } = await readSubject(sql, type, subjectId);
  const cursor = decodeCursor(query.cursor);
  const values: unknown[] = [type, subjectId, query.limit + 1];
  const param = (value: unknown) => `$${values.push(value)}`;
  const visible = notHidden('civic-comment', 'c', sqlReader(viewer, param, visibility));
  const after = cursor
    ? `and (c.created_at, c.id) > (${param(cursor.at)}::timestamptz, ${param(cursor.id)}::uuid)`
    : '';
  const [{ rows }, counted] = await Promise.all([
    sql.query<CommentRow>(
      `select ${COLUMNS}
       from civic_comments c join "user" u on u.id = c.user_id
       where c.subject_type = $1 and c.subject_id = $2 and ${visible} ${after}
       order by c.created_at, c.id
       limit $3`,
      values,
    ),
    sql.query<{ total: number }>(
      'select count(*)::int as total from civic_comments where subject_type = $1 and subject_id = $2',
      [type, subjectId],
    ),
  ]);
  const page = pageOf(rows, query.limit);
  return { comments: page.rows.map(toCivicComment), nextCursor: page.nextCursor, total: counted.rows[0]!.total, open };
}

/** The comment and its subject's counter, in one transaction. */
export async function addCivicComment(
  pool: pg.Pool,
  userId: string,
  type: CivicSubjectType,
  subjectId: string,
  content: string,
): Promise<CivicComment> {
  return inTransaction(pool, async (client) => {
    const { open } = await readSubject(client, type, subjectId, true);
    if (!open) throw new AppError('COMMENTS_CLOSED');
    const { rows } = await client.query<CommentRow>(
      `with c as (
         insert into civic_comments (subject_type, subject_id, user_id, content) values ($1, $2, $3, $4) returning *
       )
       select ${COLUMNS} from c join "user" u on u.id = c.user_id`,
      [type, subjectId, userId, content],
    );
    await bumpCounter(client, type, subjectId, 1);
    return toCivicComment(rows[0]!);
  });
}

async function bumpCounter(sql: Sql, type: CivicSubjectType, subjectId: string, by: 1 | -1): Promise<void> {
  const { table, counter } = SUBJECTS[type];
  if (!counter) return;
  await sql.query(`update ${table} set ${counter} = greatest(${counter} + $2, 0) where id = $1`, [subjectId, by]);
}

/** Its author or a moderator deletes a comment; a moderator's deletion of another's is logged. */
export async function deleteCivicComment(pool: pg.Pool, actor: CommentActor, commentId: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      user_id: string;
      subject_type: CivicSubjectType;
      subject_id: string;
      content: string;
      hidden: boolean;
    }>(
      `select user_id, subject_type, subject_id, content, hidden_at is not null as hidden
       from civic_comments where id = $1 for update`,
      [commentId],
    );
    const comment = rows[0];
    // A hidden comment does not exist for whoever may not see it.
    if (!comment || (comment.hidden && !canSeeHiddenComment(actor, { userId: comment.user_id }))) {
      throw new AppError('COMMENT_NOT_FOUND');
    }
    const target = { userId: comment.user_id };
    if (!canDeleteCivicComment(actor, target)) throw new AppError('FORBIDDEN');
    await client.query('delete from civic_comments where id = $1', [commentId]);
    await bumpCounter(client, comment.subject_type, comment.subject_id, -1);
    if (isModerationDelete(actor, target)) {
      await logModeration(client, {
        moderatorId: actor.id,
        action: 'civic_comment.delete',
        targetType: 'civic_comment',
        targetId: commentId,
        targetUserId: comment.user_id,
        reason: 'Commentaire supprimé par la modération',
        details: {
          subjectType: comment.subject_type,
          subjectId: comment.subject_id,
          content: excerpt(comment.content),
        },
      });
    }
  });
}
