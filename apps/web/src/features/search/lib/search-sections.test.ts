import { SEARCH_KINDS, type SearchResults } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import {
  associationLink,
  communityItems,
  communitySections,
  countOf,
  localBusinessLink,
  municipalServiceLink,
  remoteCount,
} from './search-sections';

const empty = {
  ...Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, []])),
  nextCursors: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, null])),
} as SearchResults;

describe('search sections', () => {
  it('keeps only the kinds with results, in display order, with French headings', () => {
    const sections = communitySections({
      ...empty,
      associations: [{ id: 'a1', name: 'Société Nautique', category: 'Sport', description: '' }],
      groups: [
        {
          id: 'g1',
          name: 'Chorale',
          description: null,
          category: null,
          isPrivate: false,
          membersCount: 1,
          avatarUrl: null,
        },
      ],
    });
    expect(sections.map((s) => [s.kind, s.title])).toEqual([
      ['groups', 'Groupes'],
      ['associations', 'Associations'],
    ]);
    expect(sections[0]!.items).toEqual([
      { id: 'g1', to: '/groups/g1', label: 'Chorale', detail: 'Groupe public · 1 membre' },
    ]);
  });

  it('leads each kind to its page', () => {
    expect(localBusinessLink('Café & Co')).toBe('/entreprises?q=Caf%C3%A9%20%26%20Co');
    expect(municipalServiceLink('École des Mouettes')).toBe('/municipal-services?q=%C3%89cole%20des%20Mouettes');
    expect(associationLink('a1')).toBe('/associations#association-a1');
    expect(
      communityItems('businessPages', [
        { id: 'p 1', name: 'Crêperie', category: null, description: null, coverUrl: null, followersCount: 0 },
      ])[0],
    ).toEqual({ id: 'p 1', to: '/business/p%201', label: 'Crêperie', detail: '0 abonné' });
  });

  it('says what matters of each result on one line', () => {
    expect(
      communityItems('municipalServices', [
        { id: 's1', name: 'Pompiers', category: 'Sécurité', phone: '18', isEmergency: true },
      ])[0]!.detail,
    ).toBe("Service d'urgence · Sécurité · 18");
    expect(
      communityItems('businesses', [
        { id: 'b1', name: 'Le Goff', category: 'Alimentation', address: '  ', isVerified: false, logoUrl: null },
      ])[0]!.detail,
    ).toBe('Alimentation');
    expect(countOf(1247, 'membre', 'membres')).toBe(`1${'\u202f'}247 membres`);
  });

  it('counts the results of every kind', () => {
    expect(remoteCount(undefined)).toBe(0);
    expect(
      remoteCount({
        ...empty,
        residents: [{ id: 'u1', name: 'Anne', username: null, image: null }],
        businesses: [
          { id: 'b1', name: 'Le Goff', category: 'Alimentation', address: null, isVerified: false, logoUrl: null },
        ],
      }),
    ).toBe(2);
  });
});
