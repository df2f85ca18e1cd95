import type {
  ConversationSummary,
  CreateConversationInput,
  Message,
  ReadReceipt,
  SendMessageInput,
} from '@portmarin/shared';
import type pg from 'pg';
import type { Sql } from '../../db/sql.ts';
import type { Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RealtimePublisher } from '../../plugins/realtime.ts';
import { deliverMessage, type Delivery } from './message-delivery.ts';
import { announceGroup, deliverReceipt } from './messages.delivery.ts';
import {
  conversationRowById,
  conversationRows,
  insertConversation,
  insertPageConversation,
  markRead,
  membersShowingOnline,
  receiptAudience,
  storeMessage,
  toSummaries,
  type SummaryRow,
} from './messages.sql.ts';

// The operations the routes call: the SQL of messages.sql.ts, then the delivery of messages.delivery.ts.

/** Rows → summaries, asking the realtime hub once for every member who shows their online status. */
async function summariesOf(realtime: RealtimePublisher, rows: SummaryRow[]): Promise<ConversationSummary[]> {
  const shown = membersShowingOnline(rows);
  const connected = shown.length > 0 ? await realtime.connectedUsers(shown) : new Set<string>();
  return toSummaries(rows, connected);
}

export async function listConversations(
  sql: Sql,
  visibility: Visibility,
  realtime: RealtimePublisher,
  viewerId: string,
  q: string | undefined,
): Promise<ConversationSummary[]> {
  return summariesOf(realtime, await conversationRows(sql, visibility, viewerId, q));
}

/** One conversation of the viewer; anyone else gets the same 404 as for an unknown id. */
export async function getConversation(
  sql: Sql,
  visibility: Visibility,
  realtime: RealtimePublisher,
  viewerId: string,
  conversationId: string,
): Promise<ConversationSummary> {
  const row = await conversationRowById(sql, visibility, viewerId, conversationId);
  if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
  const [summary] = await summariesOf(realtime, [row]);
  return summary!;
}

export async function createConversation(
  pool: pg.Pool,
  visibility: Visibility,
  delivery: Delivery,
  creatorId: string,
  input: CreateConversationInput,
): Promise<{ conversation: ConversationSummary; created: boolean }> {
  const { id, created } = await insertConversation(pool, creatorId, input);
  const conversation = await getConversation(pool, visibility, delivery.realtime, creatorId, id);
  if (created && conversation.isGroup) await announceGroup(delivery, input.participantIds, id);
  return { conversation, created };
}

/** The resident's conversation with a business page: the existing one, or a new one. */
export async function startPageConversation(
  pool: pg.Pool,
  visibility: Visibility,
  realtime: RealtimePublisher,
  residentId: string,
  pageId: string,
): Promise<{ conversation: ConversationSummary; created: boolean }> {
  const { id, created } = await insertPageConversation(pool, residentId, pageId);
  return { conversation: await getConversation(pool, visibility, realtime, residentId, id), created };
}

export async function sendMessage(
  pool: pg.Pool,
  delivery: Delivery,
  senderId: string,
  conversationId: string,
  input: SendMessageInput,
): Promise<{ message: Message; created: boolean }> {
  // Two retries racing on the same clientId: the second waits on the unique index, then reads the first's row.
  const stored = await storeMessage(pool, senderId, conversationId, input);
  if (stored.created) await deliverMessage(delivery, stored);
  return { message: stored.message, created: stored.created };
}

export async function markConversationRead(
  sql: Sql,
  delivery: Delivery,
  readerId: string,
  conversationId: string,
): Promise<ReadReceipt> {
  const receipt = await markRead(sql, readerId, conversationId);
  await deliverReceipt(delivery, receipt, () => receiptAudience(sql, readerId, conversationId));
  return receipt;
}
