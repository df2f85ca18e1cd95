import type {
  AnsweredModerationRequest,
  CreateModerationRequestInput,
  ModerationRecipient,
  ModerationRequest,
  ModerationRequestsPage,
  ModerationRequestsQuery,
  Role,
} from '@portmarin/shared';
import type pg from 'pg';
import { directConversation, insertMessage, senderNameOf } from '../messages/index.ts';
import { logModeration } from '../../db/moderation-log.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliverMessage, type Delivery } from '../messages/index.ts';
import { excerpt } from '../../lib/text.ts';
import { inboxRecipients } from './moderation-requests.policy.ts';

type PersonJson = { id: string; name: string; username: string | null; image: string | null };

type RequestRow = {
  id: string;
  recipient: ModerationRecipient;
  message: string;
  status: 'open' | 'answered';
  answer: string | null;
  created_at: string;
  answered_at: string | null;
  cursor_at: string;
  author: PersonJson;
  answered_by: PersonJson | null;
};

const person = (alias: string) => `json_build_object(
  'id', ${alias}.id,
  'name', coalesce(nullif(btrim(${alias}.name), ''), coalesce(${alias}.display_username, ${alias}.username, 'Résident')),
  'username', coalesce(${alias}.display_username, ${alias}.username),
  'image', ${alias}.image)`;

/** One statement per list: the request with its author and the moderator who answered. */
function selectRequests(where: string): string {
  return `select r.id, r.recipient, r.message, r.status, r.answer,
    ${iso('r.created_at')} as created_at, ${iso('r.answered_at')} as answered_at,
    ${isoMicro('r.created_at')} as cursor_at,
    ${person('a')} as author,
    case when m.id is null then null else ${person('m')} end as answered_by
  from moderation_requests r
    join "user" a on a.id = r.user_id
    left join "user" m on m.id = r.answered_by
  where ${where}`;
}

function toRequest(r: RequestRow): ModerationRequest {
  return {
    id: r.id,
    recipient: r.recipient,
    message: r.message,
    status: r.status,
    answer: r.answer,
    createdAt: r.created_at,
    answeredAt: r.answered_at,
    author: r.author,
    answeredBy: r.answered_by,
  };
}

async function requestById(sql: Sql, id: string): Promise<ModerationRequest> {
  const { rows } = await sql.query<RequestRow>(selectRequests('r.id = $1'), [id]);
  if (!rows[0]) throw new AppError('MODERATION_REQUEST_NOT_FOUND');
  return toRequest(rows[0]);
}

export async function createRequest(
  sql: Sql,
  userId: string,
  input: CreateModerationRequestInput,
): Promise<ModerationRequest> {
  const { rows } = await sql.query<{ id: string }>(
    'insert into moderation_requests (user_id, recipient, message) values ($1, $2, $3) returning id',
    [userId, input.recipient, input.message],
  );
  return requestById(sql, rows[0]!.id);
}

/** Newest first, keyset on (created_at, id). */
async function pageOfRequests(
  sql: Sql,
  conditions: string[],
  values: unknown[],
  query: ModerationRequestsQuery,
): Promise<ModerationRequestsPage> {
  const { limit } = query;
  const cursor = decodeCursor(query.cursor);
  const params = [...values];
  const where = [...conditions];
  if (cursor) {
    params.push(cursor.at, cursor.id);
    where.push(`(r.created_at, r.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(limit + 1);
  const { rows } = await sql.query<RequestRow>(
    `${selectRequests(where.join(' and '))} order by r.created_at desc, r.id desc limit $${params.length}`,
    params,
  );
  const page = pageOf(rows, limit);
  return { requests: page.rows.map(toRequest), nextCursor: page.nextCursor };
}

/** A resident's own requests, answered or not. */
export function listMyRequests(sql: Sql, userId: string, query: ModerationRequestsQuery) {
  return pageOfRequests(sql, ['r.user_id = $1'], [userId], query);
}

/** The open requests addressed to the actor's role (admins: all of them). */
export function listInbox(sql: Sql, actor: { role: Role }, query: ModerationRequestsQuery) {
  return pageOfRequests(sql, ["r.status = 'open'", 'r.recipient = any($1::text[])'], [inboxRecipients(actor)], query);
}

/**
 * Answers an open request: the answer is stored, logged and written to the resident as a direct
 * message from the moderator, all in one transaction; the message is then delivered (live event,
 * notification, push) like any other. Of two answers at once, the second finds it answered (409).
 */
export async function answerRequest(
  pool: pg.Pool,
  delivery: Delivery,
  actor: { id: string; role: Role },
  requestId: string,
  answer: string,
): Promise<AnsweredModerationRequest> {
  const recipients = inboxRecipients(actor);
  const stored = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ user_id: string; message: string; recipient: string; status: string }>(
      `select user_id, message, recipient, status from moderation_requests
       where id = $1 and recipient = any($2::text[]) for update`,
      [requestId, recipients],
    );
    const request = rows[0];
    if (!request) throw new AppError('MODERATION_REQUEST_NOT_FOUND');
    if (request.status !== 'open') throw new AppError('MODERATION_REQUEST_ANSWERED');
    if (request.user_id === actor.id) throw new AppError('CANNOT_MESSAGE_SELF');
    await client.query(
      `update moderation_requests set status = 'answered', answer = $2, answered_by = $3, answered_at = now()
       where id = $1`,
      [requestId, answer, actor.id],
    );
    await logModeration(client, {
      moderatorId: actor.id,
      action: 'request.answer',
      targetType: 'moderation_request',
      targetId: requestId,
      targetUserId: request.user_id,
      reason: 'Réponse à une demande adressée à la modération',
      details: { recipient: request.recipient, answer: excerpt(answer) },
    });
    const conversation = await directConversation(client, actor.id, request.user_id);
    const content = `Réponse à votre demande « ${excerpt(request.message, 80)} » :\n\n${answer}`;
    const message = (await insertMessage(client, actor.id, conversation.id, content, null))!;
    const senderName = await senderNameOf(client, actor.id);
    return { message, senderName, userId: request.user_id };
  });
  await deliverMessage(delivery, {
    message: stored.message,
    participants: [actor.id, stored.userId],
    senderName: stored.senderName,
  });
  return { request: await requestById(pool, requestId), conversationId: stored.message.conversationId };
}
