import type {
  AccessibilityReportInput,
  AnsweredModerationRequest,
  CreateModerationRequestInput,
  ModerationRecipient,
  ModerationRequest,
  ModerationRequestCategory,
  ModerationRequestsPage,
  ModerationRequestsQuery,
  Role,
} from '@portmarin/shared';
import type pg from 'pg';
import { directConversation, insertMessage, senderNameOf } from '../messages/index.ts';
import { logModeration } from '../../db/moderation-log.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { inTransaction, isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliverMessage, type Delivery } from '../messages/index.ts';
import { excerpt } from '../../lib/text.ts';
import { inboxRecipients } from './moderation-requests.policy.ts';
import { shownName, shownUsername } from '../../db/user-names.ts';

type PersonJson = { id: string; name: string; username: string | null; image: string | null };

type RequestRow = {
  id: string;
  recipient: ModerationRecipient;
  category: ModerationRequestCategory;
  message: string;
  page: string | null;
  contact_email: string | null;
  status: 'open' | 'answered';
  answer: string | null;
  created_at: string;
  answered_at: string | null;
  cursor_at: string;
  author: PersonJson | null;
  answered_by: PersonJson | null;
};

const person = (alias: string) => `json_build_object(
  'id', ${alias}.id,
  'name', ${shownName(alias)},
  'username', ${shownUsername(alias)},
  'image', ${alias}.image)`;

/** One statement per list: the request with its author and the moderator who answered. */
function selectRequests(where: string): string {
  return `select r.id, r.recipient, r.category, r.message, r.page, r.contact_email, r.status, r.answer,
    ${iso('r.created_at')} as created_at, ${iso('r.answered_at')} as answered_at,
    ${isoMicro('r.created_at')} as cursor_at,
    case when a.id is null then null else ${person('a')} end as author,
    case when m.id is null then null else ${person('m')} end as answered_by
  from moderation_requests r
    left join "user" a on a.id = r.user_id
    left join "user" m on m.id = r.answered_by
  where ${where}`;
}

function toRequest(r: RequestRow): ModerationRequest {
  return {
    id: r.id,
    recipient: r.recipient,
    category: r.category,
    message: r.message,
    page: r.page,
    contactEmail: r.contact_email,
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

/**
 * An accessibility problem from /accessibilite, into the moderators' inbox: from a resident
 * (`userId`, answered as a message) or a visitor (null, answered at the address they gave).
 */
export async function createAccessibilityReport(
  sql: Sql,
  userId: string | null,
  input: AccessibilityReportInput,
): Promise<ModerationRequest> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into moderation_requests (user_id, recipient, category, message, page, contact_email)
     values ($1, 'moderator', 'accessibility', $2, $3, $4) returning id`,
    [userId, input.description, input.page, input.email ?? null],
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
 * notification, push) like any other. A visitor's request (no account) is answered by e-mail at
 * the address they gave. Of two answers at once, the second finds it answered (409).
 */
export async function answerRequest(
  pool: pg.Pool,
  delivery: Delivery & { mailer: Mailer; productName: string },
  actor: { id: string; role: Role },
  requestId: string,
  answer: string,
): Promise<AnsweredModerationRequest> {
  const recipients = inboxRecipients(actor);
  const stored = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      user_id: string | null;
      contact_email: string | null;
      message: string;
      recipient: string;
      status: string;
    }>(
      `select user_id, contact_email, message, recipient, status from moderation_requests
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
    const content = `Réponse à votre demande « ${excerpt(request.message, 80)} » :\n\n${answer}`;
    if (request.user_id === null) {
      // Sent before the commit: the request is marked answered only once the answer has gone out.
      await delivery.mailer.send(answerMail(request.contact_email!, delivery.productName, content));
      return { visitor: true as const };
    }
    const conversation = await directConversation(client, actor.id, request.user_id);
    const message = (await insertMessage(client, actor.id, conversation.id, content, null))!;
    const senderName = await senderNameOf(client, actor.id);
    return { message, senderName, userId: request.user_id };
  });
  if ('visitor' in stored) {
    return { request: await requestById(pool, requestId), conversationId: null };
  }
  await deliverMessage(delivery, {
    message: stored.message,
    participants: [actor.id, stored.userId],
    senderName: stored.senderName,
  });
  return { request: await requestById(pool, requestId), conversationId: stored.message.conversationId };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The answer to a visitor, who has no messages to read it in. */
function answerMail(to: string, productName: string, content: string) {
  const text = `Bonjour,\n\n${content}\n\nL'équipe de modération de ${productName}\n`;
  const html = text
    .trim()
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  return { to, subject: `${productName} : réponse à votre signalement`, text, html, links: [] };
}
