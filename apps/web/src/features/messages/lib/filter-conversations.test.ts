import type { ConversationSummary } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { filterConversations, sortByActivity } from './filter-conversations';

const conversation = (title: string, lastActivityAt: string, memberName = title): ConversationSummary => ({
  id: `00000000-0000-4000-8000-${String(title.length).padStart(12, '0')}`,
  isGroup: false,
  businessPage: null,
  asPage: false,
  title,
  image: null,
  online: false,
  lastMessage: null,
  lastActivityAt,
  unread: 0,
  members: [
    {
      id: title,
      name: memberName,
      username: title.toLowerCase().replace(/\W/g, ''),
      image: null,
      online: false,
      lastReadAt: null,
    },
  ],
});

const marie = conversation('Marie Le Goff', '2025-05-16T10:00:00Z');
const yann = conversation('Yann Kerjean', '2025-05-16T12:00:00Z');
const group = { ...conversation('Voisins du port', '2025-05-16T11:00:00Z', 'Gwenaëlle Riou'), isGroup: true };

describe('filterConversations', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterConversations([marie, yann], '  ')).toEqual([marie, yann]);
  });

  it('filters by name, case-insensitively', () => {
    expect(filterConversations([marie, yann, group], 'MARIE')).toEqual([marie]);
    expect(filterConversations([marie, yann, group], 'kerj')).toEqual([yann]);
  });

  it("matches a group by its title or a member's name, accents ignored", () => {
    expect(filterConversations([marie, yann, group], 'port')).toEqual([group]);
    expect(filterConversations([marie, yann, group], 'gwenaelle')).toEqual([group]);
  });

  it('finds nothing for an unknown name', () => {
    expect(filterConversations([marie, yann, group], 'Zoé')).toEqual([]);
  });
});

describe('sortByActivity', () => {
  it('puts the newest activity first', () => {
    expect(sortByActivity([marie, yann, group]).map((c) => c.title)).toEqual([
      'Yann Kerjean',
      'Voisins du port',
      'Marie Le Goff',
    ]);
  });
});
