import {
  DEFAULT_SETTINGS,
  type ConversationPage,
  type ConversationSummary,
  type CreateConversationInput,
  type Message,
  type MessagesPage,
  type ReadReceipt,
  type SendMessageInput,
} from '@portmarin/shared';
import type pg from 'pg';
import {
  addParticipants,
  directConversation,
  insertMessage,
  messageColumns,
  senderNameOf,
  toMessage,
  type MessageRow,
} from './conversations.ts';
import { decodeCursor, pageOf } from '../../db/paging.ts';
import { pageStaff } from '../business-pages/index.ts';
import { escapeLike, inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { notHidden, WRITER, type SqlReader, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { displayNameOf } from '../../lib/text.ts';
import { shownUsername } from '../../db/user-names.ts';

// Messaging's reads and writes; what is announced once they are committed is in messages.delivery.ts.

/** The list has no pages: the newest conversations, the search finding older ones. */
const MAX_CONVERSATIONS = 200;

/** Accent- and case-insensitive comparison (unaccent first: lower() of 'É' depends on the locale). */
const folded = (expression: string) => `lower(public.immutable_unaccent(${expression}))`;

/** A one-to-one thread whose other resident deleted their account (see docs/decisions/0020-messaging.md). */
export const DELETED_ACCOUNT_TITLE = 'Compte supprimé';

/**
 * A message a moderator hid shows only to its sender (`param`: the SQL expression of the viewer's
 * id); moderators read it in their queue, not in others' conversations.
 */
const messageReader = (param: string, visibility: Visibility): SqlReader => ({ param, moderator: false, visibility });

const READ_RECEIPTS_DEFAULT = DEFAULT_SETTINGS.privacy.readReceipts;
const ONLINE_STATUS_DEFAULT = DEFAULT_SETTINGS.privacy.onlineStatus;

// ------------------------------------------------------------------ conversation summaries

type MemberJson = {
  id: string;
  name: string | null;
  username: string | null;
  image: string | null;
  onlineStatus: boolean;
  lastReadAt: string | null;
};

export type SummaryRow = {
  id: string;
  is_group: boolean;
  title: string | null;
  last_activity_at: string;
  unread: number;
  members: MemberJson[];
  lm_id: string | null;
  lm_sender_id: string;
  lm_content: string;
  lm_client_id: string | null;
  lm_created_at: string;
  created_by: string | null;
  page_id: string | null;
  page_name: string | null;
  page_logo_url: string | null;
};

/**
 * The viewer's conversations in one statement: members (with their privacy settings applied to
 * read receipts), last message and unread count come from lateral subqueries, never one query
 * per row. `$1` is the viewer.
 */
function summariesSql(where: string[], visibility: Visibility): string {
  return `select c.id, c.is_group, c.title, ${iso('c.last_message_at')} as last_activity_at, c.created_by,
    bp.id as page_id, bp.name as page_name, bp.logo_url as page_logo_url,
    members.list as members, unread.n as unread,
    lm.id as lm_id, lm.sender_id as lm_sender_id, lm.content as lm_content, lm.client_id as lm_client_id,
    ${iso('lm.created_at')} as lm_created_at
  from conversation_participants me
    join conversations c on c.id = me.conversation_id
    left join business_pages bp on bp.id = c.business_page_id
    left join user_settings ms on ms.user_id = me.user_id
    cross join lateral (
      select coalesce(json_agg(json_build_object(
        'id', u.id,
        'name', nullif(btrim(u.name), ''),
        'username', ${shownUsername('u')},
        'image', u.image,
        'onlineStatus', coalesce(s.online_status, ${ONLINE_STATUS_DEFAULT}),
        'lastReadAt', case
          when coalesce(ms.read_receipts, ${READ_RECEIPTS_DEFAULT}) and coalesce(s.read_receipts, ${READ_RECEIPTS_DEFAULT})
          then ${iso('p.last_read_at')} end
      ) order by p.joined_at, u.id), '[]'::json) as list
      from conversation_participants p
        join "user" u on u.id = p.user_id
        left join user_settings s on s.user_id = p.user_id
      where p.conversation_id = c.id and p.user_id <> me.user_id
    ) members
    left join lateral (
      select m.id, m.sender_id, m.content, m.client_id, m.created_at
      from messages m where m.conversation_id = c.id and ${notHidden('message', 'm', messageReader('me.user_id', visibility))}
      order by m.created_at desc, m.id desc limit 1
    ) lm on true
    cross join lateral (
      select count(*)::int as n from messages m
      where m.conversation_id = c.id and m.sender_id <> me.user_id
        and (me.last_read_at is null or m.created_at > me.last_read_at)
        and ${notHidden('message', 'm', messageReader('me.user_id', visibility))}
    ) unread
  where me.user_id = $1 ${where.map((condition) => `and ${condition}`).join(' ')}
  order by c.last_message_at desc, c.id desc
  limit ${MAX_CONVERSATIONS}`;
}

/** The members who show their online status: the only ones whose connection is looked up. */
export function membersShowingOnline(rows: SummaryRow[]): string[] {
  return [...new Set(rows.flatMap((r) => r.members.filter((m) => m.onlineStatus).map((m) => m.id)))];
}

/** Rows → summaries; `connected` holds the members with an open connection. */
export function toSummaries(rows: SummaryRow[], connected: Set<string>): ConversationSummary[] {
  return rows.map((r) => {
    const members = r.members.map((m) => ({
      id: m.id,
      name: m.name,
      username: m.username,
      image: m.image,
      online: m.onlineStatus && connected.has(m.id),
      lastReadAt: m.lastReadAt,
    }));
    const page = r.page_id ? { id: r.page_id, name: r.page_name!, logoUrl: r.page_logo_url } : null;
    const base = {
      id: r.id,
      isGroup: r.is_group,
      lastMessage: r.lm_id
        ? {
            id: r.lm_id,
            conversationId: r.id,
            senderId: r.lm_sender_id,
            content: r.lm_content,
            clientId: r.lm_client_id,
            createdAt: r.lm_created_at,
          }
        : null,
      lastActivityAt: r.last_activity_at,
      unread: r.unread,
      businessPage: page,
    };
    if (page) return pageSummary(base, page, members, r.created_by, viewerIsResident(r, members));
    const other = members[0] ?? null;
    return {
      ...base,
      // The other resident deleted their account: their messages went with it, the thread stays.
      title: r.is_group ? (r.title ?? 'Groupe') : other ? displayNameOf(other) : DELETED_ACCOUNT_TITLE,
      image: r.is_group ? null : (other?.image ?? null),
      online: members.some((m) => m.online),
      members,
      asPage: false,
    };
  });
}

type Member = ConversationSummary['members'][number];

/** The viewer is the resident who wrote to the page when no other member is them. */
function viewerIsResident(r: SummaryRow, members: Member[]): boolean {
  return r.created_by !== null && !members.some((m) => m.id === r.created_by);
}

/**
 * A conversation with a page. Its resident sees the page: titled and pictured by it, its staff
 * shown as the page (never their own name, photo or presence). Its staff see the resident.
 */
function pageSummary(
  base: Omit<ConversationSummary, 'title' | 'image' | 'online' | 'members' | 'asPage'>,
  page: ConversationPage,
  members: Member[],
  residentId: string | null,
  viewerIsTheResident: boolean,
): ConversationSummary {
  if (viewerIsTheResident) {
    return {
      ...base,
      title: page.name,
      image: page.logoUrl,
      online: false,
      members: members.map((m) => ({ ...m, name: page.name, username: null, image: page.logoUrl, online: false })),
      asPage: false,
    };
  }
  const resident = members.find((m) => m.id === residentId) ?? null;
  return {
    ...base,
    title: resident ? displayNameOf(resident) : DELETED_ACCOUNT_TITLE,
    image: resident?.image ?? null,
    online: resident?.online ?? false,
    // The other staff answer as the page too: only the resident leaves the thread open.
    members: resident ? [resident] : [],
    asPage: true,
  };
}

/**
 * The viewer's conversations, newest activity first (a new thread counts from its creation).
 * `q` matches the group title, the page's name or a member's name or username.
 */
export async function conversationRows(
  sql: Sql,
  visibility: Visibility,
  viewerId: string,
  q: string | undefined,
): Promise<SummaryRow[]> {
  const values: unknown[] = [viewerId];
  const where: string[] = [];
  if (q) {
    values.push(`%${escapeLike(q.toLowerCase())}%`);
    // Its resident finds a page's conversation by the page's name, never by its staff's.
    where.push(`(${folded("coalesce(c.title, bp.name, '')")} like ${folded('$2')}
      or (c.business_page_id is null or c.created_by is distinct from me.user_id) and exists (
        select 1 from conversation_participants p2 join "user" u2 on u2.id = p2.user_id
        where p2.conversation_id = c.id and p2.user_id <> me.user_id
          and (${folded('u2.name')} like ${folded('$2')}
               or ${folded(`coalesce(${shownUsername('u2')}, '')`)} like ${folded('$2')})
      ))`);
  }
  const { rows } = await sql.query<SummaryRow>(summariesSql(where, visibility), values);
  return rows;
}

/** One conversation of the viewer: none for anyone else, as for an unknown id. */
export async function conversationRowById(
  sql: Sql,
  visibility: Visibility,
  viewerId: string,
  conversationId: string,
): Promise<SummaryRow | undefined> {
  const { rows } = await sql.query<SummaryRow>(summariesSql(['c.id = $2'], visibility), [viewerId, conversationId]);
  return rows[0];
}

/** The participants of a conversation, if the viewer is one of them; else 404. */
async function participantsOf(sql: Sql, viewerId: string, conversationId: string): Promise<string[]> {
  const { rows } = await sql.query<{ user_id: string }>(
    `select p.user_id from conversation_participants p
     where p.conversation_id = $1
       and exists (select 1 from conversation_participants v where v.conversation_id = $1 and v.user_id = $2)`,
    [conversationId, viewerId],
  );
  if (rows.length === 0) throw new AppError('CONVERSATION_NOT_FOUND');
  return rows.map((r) => r.user_id);
}

// ------------------------------------------------------------------ starting a conversation

/**
 * Every id is a resident with a confirmed account whose profile no moderator hid (a hidden profile
 * is as missing); the creator cannot be among them.
 */
async function checkRecipients(sql: Sql, creatorId: string, ids: string[]): Promise<void> {
  if (ids.includes(creatorId)) throw new AppError('CANNOT_MESSAGE_SELF');
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from "user" u
     where u.id = any($1::text[]) and u.email_verified and ${notHidden('profile', 'u', WRITER)}`,
    [ids],
  );
  if (rows[0]?.n !== ids.length) throw new AppError('RECIPIENT_NOT_FOUND');
}

/**
 * Stores a new conversation. One other resident: the pair's one-to-one thread, created once (the
 * unique direct_key absorbs a concurrent creation) and returned as it is afterwards. Two or more:
 * a new group named by its title.
 */
export async function insertConversation(
  pool: pg.Pool,
  creatorId: string,
  input: CreateConversationInput,
): Promise<{ id: string; created: boolean }> {
  await checkRecipients(pool, creatorId, input.participantIds);
  const everyone = [creatorId, ...input.participantIds];
  return inTransaction(pool, async (client) => {
    if (input.participantIds.length === 1) return directConversation(client, creatorId, input.participantIds[0]!);
    const inserted = await client.query<{ id: string }>(
      'insert into conversations (is_group, title, created_by) values (true, $1, $2) returning id',
      [input.title, creatorId],
    );
    await addParticipants(client, inserted.rows[0]!.id, everyone);
    return { id: inserted.rows[0]!.id, created: true };
  });
}

/**
 * The resident's conversation with a business page, created once (direct_key 'page:<page>:<resident>'
 * absorbs a concurrent creation), its participants the resident and the page's staff. The page's
 * staff cannot write to it: their page's messages come to them.
 */
export async function insertPageConversation(
  pool: pg.Pool,
  residentId: string,
  pageId: string,
): Promise<{ id: string; created: boolean }> {
  const { staffIds } = await pageStaff(pool, pageId);
  if (staffIds.includes(residentId)) throw new AppError('CANNOT_MESSAGE_OWN_PAGE');
  const directKey = `page:${pageId}:${residentId}`;
  return inTransaction(pool, async (client) => {
    const inserted = await client.query<{ id: string }>(
      `insert into conversations (is_group, created_by, direct_key, business_page_id) values (false, $1, $2, $3)
       on conflict (direct_key) do nothing returning id`,
      [residentId, directKey, pageId],
    );
    if (!inserted.rows[0]) {
      const existing = await client.query<{ id: string }>('select id from conversations where direct_key = $1', [
        directKey,
      ]);
      return { id: existing.rows[0]!.id, created: false };
    }
    await addParticipants(client, inserted.rows[0].id, [residentId, ...staffIds]);
    return { id: inserted.rows[0].id, created: true };
  });
}

// ------------------------------------------------------------------ reading messages

/** Newest page first (keyset on (created_at, id)); inside a page, oldest → newest. */
export async function listMessages(
  sql: Sql,
  visibility: Visibility,
  viewerId: string,
  conversationId: string,
  query: { before?: string; limit: number },
): Promise<MessagesPage> {
  await participantsOf(sql, viewerId, conversationId);
  const cursor = decodeCursor(query.before);
  const values: unknown[] = [conversationId, query.limit + 1, viewerId];
  if (cursor) values.push(cursor.at, cursor.id);
  const { rows } = await sql.query<MessageRow & { hidden: boolean }>(
    `select ${messageColumns()}, m.hidden_at is not null as hidden from messages m
     where m.conversation_id = $1 and ${notHidden('message', 'm', messageReader('$3', visibility))}
       ${cursor ? 'and (m.created_at, m.id) < ($4::timestamptz, $5::uuid)' : ''}
     order by m.created_at desc, m.id desc
     limit $2`,
    values,
  );
  const page = pageOf(rows, query.limit);
  return {
    // Flagged only when hidden: the shape of a sent message otherwise.
    messages: page.rows.map((r) => (r.hidden ? { ...toMessage(r), hiddenByModeration: true } : toMessage(r))).reverse(),
    nextCursor: page.nextCursor,
  };
}

/** Conversations of the viewer with at least one message from someone else they have not read. */
export async function unreadConversations(sql: Sql, visibility: Visibility, viewerId: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from conversation_participants me
     where me.user_id = $1 and exists (
       select 1 from messages m
       where m.conversation_id = me.conversation_id and m.sender_id <> $1
         and (me.last_read_at is null or m.created_at > me.last_read_at)
         and ${notHidden('message', 'm', messageReader('$1', visibility))})`,
    [viewerId],
  );
  return rows[0]?.n ?? 0;
}

// ------------------------------------------------------------------ sending

export type StoredMessage = {
  message: Message;
  created: boolean;
  participants: string[];
  senderName: string;
  /** A conversation with a page: its name, and the resident who wrote to it. */
  page: { name: string; residentId: string | null } | null;
};

/** The page a conversation is with, if any; a message from its staff is signed with its name. */
async function pageOfConversation(sql: Sql, conversationId: string): Promise<StoredMessage['page']> {
  const { rows } = await sql.query<{ name: string; created_by: string | null }>(
    `select bp.name, c.created_by from conversations c join business_pages bp on bp.id = c.business_page_id
     where c.id = $1`,
    [conversationId],
  );
  return rows[0] ? { name: rows[0].name, residentId: rows[0].created_by } : null;
}

/**
 * Stores a message in one transaction: the row, the conversation's activity time and the
 * sender's read mark. A retry with the same clientId returns the stored row (created: false).
 */
export async function storeMessage(
  pool: pg.Pool,
  senderId: string,
  conversationId: string,
  input: SendMessageInput,
): Promise<StoredMessage> {
  return inTransaction(pool, async (client) => {
    const participants = await participantsOf(client, senderId, conversationId);
    // Everyone else deleted their account: no one is left to read it.
    if (participants.length < 2) throw new AppError('CONVERSATION_CLOSED');
    await checkNotHiddenRecipient(client, senderId, conversationId);
    const inserted = await insertMessage(client, senderId, conversationId, input.content, input.clientId);
    const page = await pageOfConversation(client, conversationId);
    // The page's staff answer as the page.
    const senderName = page && page.residentId !== senderId ? page.name : await senderNameOf(client, senderId);
    if (inserted) return { message: inserted, created: true, participants, senderName, page };
    const { rows } = await client.query<MessageRow>(
      `select ${messageColumns()} from messages m where m.sender_id = $1 and m.client_id = $2`,
      [senderId, input.clientId],
    );
    const existing = rows[0];
    if (!existing || existing.conversation_id !== conversationId) {
      throw new AppError('VALIDATION_ERROR', 'Cet identifiant de message est déjà utilisé.');
    }
    return { message: toMessage(existing), created: false, participants, senderName, page };
  });
}

/** A one-to-one thread with a resident whose profile a moderator hid: as if they did not exist. */
async function checkNotHiddenRecipient(sql: Sql, senderId: string, conversationId: string): Promise<void> {
  const { rowCount } = await sql.query(
    `select 1 from conversations c
       join conversation_participants p on p.conversation_id = c.id and p.user_id <> $2
       join "user" u on u.id = p.user_id
     where c.id = $1 and not c.is_group and not (${notHidden('profile', 'u', WRITER)})`,
    [conversationId, senderId],
  );
  if (rowCount) throw new AppError('RECIPIENT_NOT_FOUND');
}

// ------------------------------------------------------------------ read receipts

/** Marks the conversation read up to now (never backwards). */
export async function markRead(sql: Sql, readerId: string, conversationId: string): Promise<ReadReceipt> {
  const { rows } = await sql.query<{ last_read_at: string }>(
    `update conversation_participants
     set last_read_at = greatest(coalesce(last_read_at, now()), now())
     where conversation_id = $1 and user_id = $2
     returning ${iso('last_read_at')} as last_read_at`,
    [conversationId, readerId],
  );
  if (!rows[0]) throw new AppError('CONVERSATION_NOT_FOUND');
  return { conversationId, userId: readerId, lastReadAt: rows[0].last_read_at };
}

/** The other participants who see the reader's receipts: both sides must have read receipts on. */
export async function receiptAudience(sql: Sql, readerId: string, conversationId: string): Promise<string[]> {
  const { rows } = await sql.query<{ user_id: string }>(
    `select p.user_id from conversation_participants p
     left join user_settings s on s.user_id = p.user_id
     where p.conversation_id = $1 and p.user_id <> $2
       and coalesce(s.read_receipts, ${READ_RECEIPTS_DEFAULT})
       and coalesce((select read_receipts from user_settings where user_id = $2), ${READ_RECEIPTS_DEFAULT})`,
    [conversationId, readerId],
  );
  return rows.map((r) => r.user_id);
}
