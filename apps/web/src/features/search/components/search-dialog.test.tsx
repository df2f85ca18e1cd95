import { SEARCH_KINDS, type SearchKind, type SearchResults } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatures } from '@/test/features';
import { makePost } from '@/test/fixtures';
import { mockFetch, renderWithProviders } from '@/test/render';
import { SearchButton } from './search-button';

// The button loads the dialog lazily: load the module once up front so each test only waits for React.
// The features' list is registered as the app does at start: the dialog lists their hub tiles.
beforeAll(() => Promise.all([import('./search-dialog'), loadFeatures()]), 30_000);
afterEach(() => vi.unstubAllGlobals());

const NO_MORE = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, null])) as Record<SearchKind, string | null>;

/** A server answer: nothing but what is given. */
const results = (found: Partial<SearchResults> = {}): SearchResults =>
  ({
    ...Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, []])),
    ...found,
    nextCursors: { ...NO_MORE, ...found.nextCursors },
  }) as SearchResults;

/** Made when a test starts: « il y a 15 minutes » counts from then, not from when the file loaded. */
const makeSearchedPost = () =>
  makePost({
    id: '6f1c2b4e-0000-4000-8000-000000000001',
    content: 'Quel bel été sur la plage du Sillon, merci à tous !',
    likesCount: 0,
    author: { id: 'u2', name: 'Anne Morvan', username: 'anne', image: null, verified: false },
  });

async function openSearch() {
  renderWithProviders(<SearchButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
  // The dialog is loaded on first use.
  const input = await screen.findByRole('searchbox', {}, { timeout: 10_000 });
  return { input, type: (value: string) => fireEvent.change(input, { target: { value } }) };
}

const sectionNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('SearchDialog', { timeout: 20_000 }, () => {
  it('lists the rubriques without asking the server while fewer than 2 characters are typed', async () => {
    const spy = mockFetch(() => ({ body: results() }));
    const { input, type } = await openSearch();
    expect(input).toHaveFocus();
    expect(sectionNames()).toEqual(['Rubriques']);
    type('m');
    await new Promise((r) => setTimeout(r, 400));
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows residents, posts and rubriques in their sections, once typing pauses', async () => {
    const post = makeSearchedPost();
    const spy = mockFetch(() => ({
      body: results({
        residents: [{ id: 'u3', name: 'Pierre Le Bihan', username: 'pierre', image: null }],
        posts: [post],
      }),
    }));
    const { type } = await openSearch();
    type('e');
    type('et');
    type('ete');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText(/Recherche en cours/)).toBeInTheDocument();

    const resident = await screen.findByRole('link', { name: /Pierre Le Bihan/ }, { timeout: 5000 });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]![0])).toBe('/api/search?q=ete');
    expect(sectionNames()).toEqual(['Habitants', 'Publications', 'Rubriques']);
    expect(resident).toHaveAttribute('href', '/profile/pierre');
    expect(resident).toHaveTextContent('@pierre');
    const postLink = screen.getByRole('link', { name: /Quel bel été/ });
    expect(postLink).toHaveAttribute('href', `/post/${post.id}`);
    expect(postLink).toHaveTextContent('Anne Morvan · il y a 15 minutes');
    // 'ete' also finds « Météo » among the services, accent-insensitively.
    const services = screen.getByRole('region', { name: 'Rubriques' });
    expect(within(services).getByRole('link', { name: /Météo/ })).toBeInTheDocument();
    // The live region announces the total.
    const total = 2 + within(services).getAllByRole('link').length;
    expect(screen.getByText(`${total} résultats`)).toBeInTheDocument();
  });

  it('groups the community results by kind, each leading to its page', async () => {
    mockFetch(() => ({
      body: results({
        groups: [
          {
            id: 'g1',
            name: 'Les amis du Café',
            description: null,
            category: 'Cuisine',
            isPrivate: true,
            membersCount: 12,
            avatarUrl: null,
          },
        ],
        businessPages: [
          {
            id: 'p1',
            name: 'Crêperie de la Grève',
            category: 'Restaurant',
            description: null,
            coverUrl: null,
            followersCount: 1,
          },
        ],
        businesses: [
          {
            id: 'b1',
            name: 'Café du Port',
            category: 'Restaurant',
            address: '1 quai Est',
            isVerified: true,
            logoUrl: null,
          },
        ],
        municipalServices: [
          { id: 's1', name: 'Café-crèche municipal', category: 'Petite enfance', phone: null, isEmergency: false },
        ],
        associations: [{ id: 'a1', name: 'Café des langues', category: 'Culture', description: 'Conversations.' }],
      }),
    }));
    const { type } = await openSearch();
    type('cafe');
    const group = await screen.findByRole('link', { name: /Les amis du Café/ }, { timeout: 5000 });
    expect(sectionNames()).toEqual([
      'Groupes',
      'Pages professionnelles',
      'Entreprises locales',
      'Services municipaux',
      'Associations',
    ]);
    expect(group).toHaveAttribute('href', '/groups/g1');
    expect(group).toHaveTextContent('Groupe privé · 12 membres · Cuisine');
    const page = screen.getByRole('link', { name: /Crêperie de la Grève/ });
    expect(page).toHaveAttribute('href', '/business/p1');
    expect(page).toHaveTextContent('Restaurant · 1 abonné');
    expect(screen.getByRole('link', { name: /Café du Port/ })).toHaveAttribute(
      'href',
      '/entreprises?q=Caf%C3%A9%20du%20Port',
    );
    expect(screen.getByRole('link', { name: /Café-crèche/ })).toHaveAttribute(
      'href',
      '/municipal-services?q=Caf%C3%A9-cr%C3%A8che%20municipal',
    );
    expect(screen.getByRole('link', { name: /Café des langues/ })).toHaveAttribute(
      'href',
      '/associations#association-a1',
    );
    expect(screen.getByText('5 résultats')).toBeInTheDocument();
  });

  it('shows posts of groups, events, listings, ideas and referendums under their headings, as links', async () => {
    const now = new Date().toISOString();
    mockFetch(() => ({
      body: results({
        placePosts: [
          {
            id: 'p1',
            excerpt: 'Goémon à ramasser samedi',
            hasImage: false,
            createdAt: now,
            signedBy: 'Anne Morvan',
            place: { kind: 'group', id: 'g1', name: 'Amis du rivage' },
          },
        ],
        events: [
          {
            id: 'e1',
            title: 'Fête du goémon',
            startsAt: now,
            location: 'Grève',
            category: 'Culture',
            cancelled: false,
          },
        ],
        listings: [
          {
            id: 'l1',
            title: 'Goémon séché',
            priceCents: 1200,
            pricePeriod: 'unique',
            location: 'Port-Marin',
            category: 'Maison & Jardin',
            sold: false,
          },
        ],
        suggestions: [{ id: 's1', title: 'Un bac à goémon', status: 'nouveau', votesCount: 3 }],
        referendums: [{ id: 'r1', title: 'Goémon en mairie', question: 'Oui ?', endsAt: now, closed: false }],
      }),
    }));
    const { input, type } = await openSearch();
    type('goemon');
    const post = await screen.findByRole('link', { name: /Goémon à ramasser samedi/ }, { timeout: 5000 });
    expect(sectionNames()).toEqual([
      'Publications des groupes et des pages',
      'Événements',
      'Marketplace',
      'Boîte à idées',
      'Référendums',
    ]);
    expect(post).toHaveAttribute('href', '/post/p1');
    expect(post).toHaveTextContent('Groupe « Amis du rivage » · Anne Morvan · il y a');
    expect(screen.getByRole('link', { name: /Fête du goémon/ })).toHaveAttribute('href', '/event/e1');
    expect(screen.getByRole('link', { name: /Goémon séché/ })).toHaveAttribute('href', '/marketplace/l1');
    expect(screen.getByRole('link', { name: /Un bac à goémon/ })).toHaveAttribute('href', '/idea-box');
    expect(screen.getByRole('link', { name: /Goémon en mairie/ })).toHaveAttribute('href', '/referendum/r1');
    expect(input).toHaveFocus();
  });

  it("loads a kind's next page with its cursor on 'Voir plus', until there is no more", async () => {
    const service = (i: number) => ({
      id: `s${i}`,
      name: `Piscine ${i}`,
      category: 'Sport',
      phone: null,
      isEmergency: false,
    });
    const spy = mockFetch((url) => {
      const params = new URL(String(url), 'http://localhost').searchParams;
      if (params.get('cursor') === 'c1')
        return {
          body: results({
            municipalServices: [service(3), service(4)],
            nextCursors: { ...NO_MORE, municipalServices: 'c2' },
          }),
        };
      if (params.get('cursor') === 'c2') return { body: results({ municipalServices: [service(5)] }) };
      return {
        body: results({
          municipalServices: [service(1), service(2)],
          nextCursors: { ...NO_MORE, municipalServices: 'c1' },
        }),
      };
    });
    const { type } = await openSearch();
    type('piscine');
    expect(await screen.findByRole('link', { name: /Piscine 2/ }, { timeout: 5000 })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Voir plus : Services municipaux' });
    fireEvent.click(more);
    expect(await screen.findByRole('link', { name: /Piscine 4/ })).toBeInTheDocument();
    expect(String(spy.mock.calls.at(-1)![0])).toBe('/api/search?q=piscine&kind=municipalServices&cursor=c1');
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus : Services municipaux' }));
    expect(await screen.findByRole('link', { name: /Piscine 5/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Voir plus/ })).not.toBeInTheDocument());
    const section = screen.getByRole('region', { name: 'Services municipaux' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((l) => l.textContent?.replace(/Sport.*/, '')),
    ).toEqual(['Piscine 1', 'Piscine 2', 'Piscine 3', 'Piscine 4', 'Piscine 5']);
  });

  it('says when nothing matches', async () => {
    mockFetch(() => ({ body: results() }));
    const { type } = await openSearch();
    type('zzqx');
    expect(await screen.findByText('Aucun résultat pour « zzqx ».', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('says when the server search failed and keeps the rubriques', async () => {
    mockFetch(() => ({
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: "Une erreur inattendue s'est produite" } },
    }));
    const { type } = await openSearch();
    type('météo');
    expect(
      await screen.findByText(/La recherche a échoué : Une erreur inattendue/, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sectionNames()).toEqual(['Rubriques']));
  });
});
