import type { ConversationMember, Message } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import type { MessagesData } from '@/lib/realtime';
import { mergeMessages, newClientId, readReceipt, type PendingMessage } from './merge-messages';

const at = (minute: number) => `2025-05-16T10:${String(minute).padStart(2, '0')}:00.000Z`;
const message = (n: number, senderId: string, clientId: string | null = null): Message => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  conversationId: '00000000-0000-4000-8000-0000000000c1',
  senderId,
  content: `message ${n}`,
  clientId,
  createdAt: at(n),
});
const pages = (...list: Message[][]): MessagesData => ({
  pages: list.map((messages) => ({ messages, nextCursor: null })),
  pageParams: list.map(() => undefined),
});
const pending = (clientId: string, status: PendingMessage['status'] = 'sending'): PendingMessage => ({
  clientId,
  content: `brouillon ${clientId}`,
  createdAt: at(9),
  status,
});
const member = (id: string, lastReadAt: string | null): ConversationMember => ({
  id,
  name: id === 'yann' ? 'Yann' : 'Marie',
  username: id,
  image: null,
  online: false,
  lastReadAt,
});

describe('mergeMessages', () => {
  it('puts the pages in time order (the first page is the newest)', () => {
    const shown = mergeMessages(
      pages([message(3, 'yann'), message(4, 'me')], [message(1, 'yann'), message(2, 'me')]),
      [],
      'me',
    );
    expect(shown.map((m) => m.content)).toEqual(['message 1', 'message 2', 'message 3', 'message 4']);
    expect(shown.every((m) => m.status === 'sent')).toBe(true);
  });

  it('shows pending messages after the server ones, with their state', () => {
    const shown = mergeMessages(pages([message(1, 'yann')]), [pending('a'), pending('b', 'failed')], 'me');
    expect(shown.map((m) => [m.content, m.status, m.senderId])).toEqual([
      ['message 1', 'sent', 'yann'],
      ['brouillon a', 'sending', 'me'],
      ['brouillon b', 'failed', 'me'],
    ]);
  });

  it('drops a pending message once the server row with its clientId is there, keeping its key', () => {
    const shown = mergeMessages(pages([message(1, 'yann'), message(2, 'me', 'a')]), [pending('a'), pending('b')], 'me');
    expect(shown.map((m) => [m.key, m.status])).toEqual([
      [message(1, 'yann').id, 'sent'],
      ['a', 'sent'],
      ['b', 'sending'],
    ]);
  });

  it("does not confuse someone else's clientId with one of mine", () => {
    const shown = mergeMessages(pages([message(1, 'yann', 'a')]), [pending('a')], 'me');
    expect(shown).toHaveLength(2);
  });

  it('shows each message once even if it is in two pages', () => {
    const shown = mergeMessages(
      pages([message(2, 'me'), message(3, 'me')], [message(1, 'me'), message(2, 'me')]),
      [],
      'me',
    );
    expect(shown.map((m) => m.content)).toEqual(['message 1', 'message 2', 'message 3']);
  });

  it('keeps the flag of my own message a moderator hid', () => {
    const shown = mergeMessages(pages([message(1, 'me'), { ...message(2, 'me'), hiddenByModeration: true }]), [], 'me');
    expect(shown.map((m) => m.hiddenByModeration ?? false)).toEqual([false, true]);
  });

  it('works before the first page is loaded', () => {
    expect(mergeMessages(undefined, [pending('a')], 'me').map((m) => m.key)).toEqual(['a']);
  });
});

describe('readReceipt', () => {
  const shown = mergeMessages(pages([message(1, 'me'), message(2, 'yann'), message(3, 'me')]), [pending('x')], 'me');

  it('marks my last sent message once the other has read it', () => {
    expect(readReceipt(shown, [member('yann', at(3))], 'me')).toEqual({
      key: message(3, 'me').id,
      readers: [member('yann', at(3))],
    });
  });

  it('shows nothing when not read yet or when receipts are off (no lastReadAt)', () => {
    expect(readReceipt(shown, [member('yann', at(2))], 'me')).toBeNull();
    expect(readReceipt(shown, [member('yann', null)], 'me')).toBeNull();
  });

  it('lists only the group members who read it', () => {
    const result = readReceipt(shown, [member('yann', at(5)), member('marie', at(1))], 'me');
    expect(result?.readers.map((r) => r.id)).toEqual(['yann']);
  });

  it('needs a message of mine', () => {
    expect(readReceipt(mergeMessages(pages([message(1, 'yann')]), [], 'me'), [member('yann', at(5))], 'me')).toBeNull();
  });
});

describe('newClientId', () => {
  it('is a v4 UUID, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientId()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
