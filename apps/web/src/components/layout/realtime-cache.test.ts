import type { Message } from '@portmarin/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MessagesData } from '@/lib/realtime';
import { messagingKeys, notificationKeys } from '@/lib/unread';
import { applyRealtimeEvent, refreshAfterReconnect } from './realtime-cache';

const conversationId = '00000000-0000-4000-8000-0000000000c1';
const message: Message = {
  id: '00000000-0000-4000-8000-000000000001',
  conversationId,
  senderId: 'user-2',
  content: 'Bonjour',
  clientId: null,
  createdAt: '2025-05-16T10:00:00.000Z',
};

/** A client holding one entry per key of interest; returns which ones were invalidated. */
function setup() {
  const client = new QueryClient();
  const keys = {
    list: messagingKeys.conversationList(''),
    conversation: messagingKeys.conversation(conversationId),
    other: messagingKeys.conversation('other'),
    unread: messagingKeys.unread,
    notifications: notificationKeys.list,
    count: notificationKeys.unreadCount,
    feed: ['feed'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { any: true });
  client.setQueryData<MessagesData>(messagingKeys.messages(conversationId), {
    pages: [{ messages: [], nextCursor: null }],
    pageParams: [undefined],
  });
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, invalidated };
}

describe('applyRealtimeEvent', () => {
  it('message.new: the open conversation shows it; list, header and tab count refetch', () => {
    const { client, invalidated } = setup();
    applyRealtimeEvent(client, { type: 'message.new', message });
    const data = client.getQueryData<MessagesData>(messagingKeys.messages(conversationId));
    expect(data?.pages[0]?.messages).toEqual([message]);
    expect(invalidated()).toEqual(['conversation', 'list', 'unread']);
  });

  it('message.read and conversation.updated refetch the conversation', () => {
    const read = setup();
    applyRealtimeEvent(read.client, {
      type: 'message.read',
      receipt: { conversationId, userId: 'user-2', lastReadAt: '2025-05-16T10:01:00.000Z' },
    });
    expect(read.invalidated()).toEqual(['conversation', 'list']);

    const updated = setup();
    applyRealtimeEvent(updated.client, { type: 'conversation.updated', conversationId });
    expect(updated.invalidated()).toEqual(['conversation', 'list', 'unread']);
  });

  it('notification.new refetches the list and the bell; notifications.read only the bell', () => {
    const added = setup();
    applyRealtimeEvent(added.client, {
      type: 'notification.new',
      notification: {
        id: '00000000-0000-4000-8000-0000000000d1',
        type: 'like',
        actor: null,
        text: 'Marie a aimé votre publication',
        content: '',
        link: '/post/1',
        read: false,
        createdAt: '2025-05-16T10:00:00.000Z',
      },
    });
    expect(added.invalidated()).toEqual(['count', 'notifications']);

    const read = setup();
    applyRealtimeEvent(read.client, { type: 'notifications.read' });
    expect(read.invalidated()).toEqual(['count']);
  });

  it('presence refetches every conversation; resync refetches everything', () => {
    const presence = setup();
    applyRealtimeEvent(presence.client, { type: 'presence', userId: 'user-2', online: true });
    expect(presence.invalidated()).toEqual(['conversation', 'list', 'other']);

    const resync = setup();
    applyRealtimeEvent(resync.client, { type: 'resync' });
    expect(resync.invalidated()).toEqual(['conversation', 'count', 'feed', 'list', 'notifications', 'other', 'unread']);
  });
});

describe('refreshAfterReconnect', () => {
  it('refetches messaging and notifications, nothing else', () => {
    const { client, invalidated } = setup();
    refreshAfterReconnect(client);
    expect(invalidated()).toEqual(['conversation', 'count', 'list', 'notifications', 'other', 'unread']);
  });
});
