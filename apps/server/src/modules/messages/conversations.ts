import type { Message } from '@portmarin/shared';
import { isoMicro, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { displayNameOf } from '../../lib/text.ts';
import { shownUsername } from '../../db/user-names.ts';

// Writing to a conversation, shared by messaging and by the moderators' answers (issue 18), which
// reach the resident as a direct message.

/** The select list of a Message; `prefix` is the table alias with its dot ('' in a RETURNING). */
export const messageColumns = (prefix = 'm.') => `${prefix}id, ${prefix}conversation_id, ${prefix}sender_id,
  ${prefix}content, ${prefix}client_id,
  ${iso(`${prefix}created_at`)} as created_at, ${isoMicro(`${prefix}created_at`)} as cursor_at`;

export type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  client_id: string | null;
  created_at: string;
  cursor_at: string;
};

export function toMessage(r: MessageRow): Message {
  return {
    id: r.id,
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    content: r.content,
    clientId: r.client_id,
    createdAt: r.created_at,
  };
}

export async function addParticipants(sql: Sql, conversationId: string, userIds: string[]): Promise<void> {
  await sql.query(
    `insert into conversation_participants (conversation_id, user_id)
     select $1, unnest($2::text[]) on conflict do nothing`,
    [conversationId, userIds],
  );
}

/**
 * The one-to-one thread of two residents, created once: the unique direct_key absorbs a concurrent
 * creation. Call it inside a transaction (`client`).
 */
export async function directConversation(
  client: Sql,
  creatorId: string,
  otherId: string,
): Promise<{ id: string; created: boolean }> {
  const directKey = [creatorId, otherId].sort().join(':');
  const inserted = await client.query<{ id: string }>(
    `insert into conversations (is_group, created_by, direct_key) values (false, $1, $2)
     on conflict (direct_key) do nothing returning id`,
    [creatorId, directKey],
  );
  if (!inserted.rows[0]) {
    // A fresh statement: it sees the thread a concurrent request has just committed.
    const existing = await client.query<{ id: string }>('select id from conversations where direct_key = $1', [
      directKey,
    ]);
    return { id: existing.rows[0]!.id, created: false };
  }
  await addParticipants(client, inserted.rows[0].id, [creatorId, otherId]);
  return { id: inserted.rows[0].id, created: true };
}

/**
 * Stores a message (inside the caller's transaction): the row, the conversation's activity time and
 * the sender's read mark. Null when the sender already used this clientId (nothing changed).
 */
export async function insertMessage(
  client: Sql,
  senderId: string,
  conversationId: string,
  content: string,
  clientId: string | null,
): Promise<Message | null> {
  const inserted = await client.query<MessageRow>(
    `insert into messages (conversation_id, sender_id, content, client_id) values ($1, $2, $3, $4)
     on conflict (sender_id, client_id) do nothing
     returning ${messageColumns('')}`,
    [conversationId, senderId, content, clientId],
  );
  const row = inserted.rows[0];
  if (!row) return null;
  await client.query(
    'update conversations set last_message_at = greatest(last_message_at, $2::timestamptz) where id = $1',
    [conversationId, row.cursor_at],
  );
  await client.query(
    `update conversation_participants set last_read_at = greatest(coalesce(last_read_at, $3::timestamptz), $3::timestamptz)
     where conversation_id = $1 and user_id = $2`,
    [conversationId, senderId, row.cursor_at],
  );
  return toMessage(row);
}

/** The name a message notification or push shows for its sender. */
export async function senderNameOf(sql: Sql, senderId: string): Promise<string> {
  const { rows } = await sql.query<{ name: string | null; username: string | null }>(
    `select nullif(btrim(name), '') as name, ${shownUsername()} as username
     from "user" where id = $1`,
    [senderId],
  );
  return displayNameOf(rows[0] ?? null);
}
