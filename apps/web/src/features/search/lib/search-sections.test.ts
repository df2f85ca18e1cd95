import { SEARCH_KINDS, type SearchResults } from '@portmarin/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '@/lib/format';
import { loadFeatures } from '@/test/features';
import { communityItems, communitySections, remoteCount } from './search-sections';

// Each kind's section is its feature's: the list is registered as the app does at start.
beforeAll(() => loadFeatures());

const empty = {
  ...Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, []])),
  nextCursors: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, null])),
} as SearchResults;

const NOW = new Date().toISOString();

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
    expect(
      communityItems('businesses', [
        { id: 'b1', name: 'Café & Co', category: 'Café', address: null, isVerified: false, logoUrl: null },
      ])[0]!.to,
    ).toBe('/entreprises?q=Caf%C3%A9%20%26%20Co');
    expect(
      communityItems('municipalServices', [
        {
          id: 's1',
          name: 'École des Mouettes',
          category: 'Éducation',
          phone: null,
          isEmergency: false,
        },
      ])[0]!.to,
    ).toBe('/municipal-services?q=%C3%89cole%20des%20Mouettes');
    expect(
      communityItems('associations', [{ id: 'a1', name: 'Société Nautique', category: 'Sport', description: '' }])[0]!
        .to,
    ).toBe('/associations#association-a1');
    expect(
      communityItems('businessPages', [
        { id: 'p 1', name: 'Crêperie', category: null, description: null, coverUrl: null, followersCount: 0 },
      ])[0],
    ).toEqual({ id: 'p 1', to: '/business/p%201', label: 'Crêperie', detail: '0 abonné' });
  });

  it('leads an announcement to its page, counted as opened from the search, with its category and state', () => {
    expect(
      communityItems('announcements', [
        {
          id: 'a1',
          title: 'Coupure d’eau rue du Port',
          category: 'Coupure',
          location: 'Rue du Port',
          status: 'current',
          startsAt: NOW,
          endsAt: NOW,
        },
      ])[0],
    ).toEqual({
      id: 'a1',
      to: '/annonces/a1?source=search',
      label: 'Coupure d’eau rue du Port',
      detail: 'Coupure · En cours · Rue du Port',
    });
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

  it('shows the kinds of issue 30 under their French headings, in the server’s order', () => {
    const sections = communitySections({
      ...empty,
      referendums: [{ id: 'r1', title: 'Quai piéton', question: 'Fermer le quai ?', endsAt: NOW, closed: true }],
      suggestions: [{ id: 's1', title: 'Des bancs', status: 'en_cours', votesCount: 1 }],
      listings: [
        {
          id: 'l1',
          title: 'Kayak',
          priceCents: 4500,
          pricePeriod: 'unique',
          location: 'Port-Marin',
          category: 'Loisirs',
          sold: true,
        },
      ],
      events: [
        {
          id: 'e1',
          title: 'Fest-noz',
          startsAt: '2026-07-14T19:30:00.000Z',
          location: 'Halle',
          category: 'Musique',
          cancelled: true,
        },
      ],
      placePosts: [
        {
          id: 'p1',
          excerpt: '  Sortie   au sémaphore ',
          hasImage: false,
          createdAt: NOW,
          signedBy: 'Anne',
          place: { kind: 'group', id: 'g1', name: 'Randonneurs' },
        },
        {
          id: 'p2',
          excerpt: '',
          hasImage: true,
          createdAt: NOW,
          signedBy: 'Poissonnerie',
          place: { kind: 'business-page', id: 'b1', name: 'Poissonnerie' },
        },
      ],
    });
    expect(sections.map((s) => s.title)).toEqual([
      'Publications des groupes et des pages',
      'Événements',
      'Marketplace',
      'Boîte à idées',
      'Référendums',
    ]);
    const [posts, events, listings, ideas, referendums] = sections.map((s) => s.items);
    expect(posts).toEqual([
      {
        id: 'p1',
        to: '/post/p1',
        label: 'Sortie au sémaphore',
        detail: expect.stringMatching(/^Groupe «\u00a0Randonneurs\u00a0» · Anne · /),
      },
      {
        id: 'p2',
        to: '/post/p2',
        label: 'Publication avec photo',
        detail: expect.stringMatching(/^Page «\u00a0Poissonnerie\u00a0» · Poissonnerie · /),
      },
    ]);
    expect(events![0]).toEqual({
      id: 'e1',
      to: '/event/e1',
      label: 'Fest-noz',
      detail: expect.stringMatching(/^Annulé · 14 juillet 2026 à \d\d:30 · Halle$/),
    });
    expect(listings![0]).toEqual({
      id: 'l1',
      to: '/marketplace/l1',
      label: 'Kayak',
      detail: `Vendu · 45${'\u00a0'}€ · Port-Marin`,
    });
    expect(ideas![0]).toEqual({ id: 's1', to: '/idea-box', label: 'Des bancs', detail: 'En cours · 1 vote' });
    expect(referendums![0]).toEqual({
      id: 'r1',
      to: '/referendum/r1',
      label: 'Quai piéton',
      detail: 'Terminé · Fermer le quai ?',
    });
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
