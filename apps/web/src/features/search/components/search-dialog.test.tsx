import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePost } from '@/test/fixtures';
import { mockFetch, renderWithProviders } from '@/test/render';
import { SearchButton } from './search-button';

// The button loads the dialog lazily: load the module once up front so each test only waits for React.
beforeAll(() => import('./search-dialog'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const post = makePost({
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
  it('lists the services without asking the server while fewer than 2 characters are typed', async () => {
    const spy = mockFetch(() => ({ body: { residents: [], posts: [] } }));
    const { input, type } = await openSearch();
    expect(document.activeElement).toBe(input);
    expect(sectionNames()).toEqual(['Services']);
    type('m');
    await new Promise((r) => setTimeout(r, 400));
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows residents, posts and services in their sections, once typing pauses', async () => {
    const spy = mockFetch(() => ({
      body: { residents: [{ id: 'u3', name: 'Pierre Le Bihan', username: 'pierre', image: null }], posts: [post] },
    }));
    const { type } = await openSearch();
    type('e');
    type('et');
    type('ete');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByText(/Recherche en cours/)).toBeTruthy();

    const resident = await screen.findByRole('link', { name: /Pierre Le Bihan/ }, { timeout: 5000 });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]![0])).toBe('/api/search?q=ete');
    expect(sectionNames()).toEqual(['Habitants', 'Publications', 'Services']);
    expect(resident.getAttribute('href')).toBe('/profile/pierre');
    expect(resident.textContent).toContain('@pierre');
    const postLink = screen.getByRole('link', { name: /Quel bel été/ });
    expect(postLink.getAttribute('href')).toBe(`/post/${post.id}`);
    expect(postLink.textContent).toContain('Anne Morvan · il y a 15 minutes');
    // 'ete' also finds « Météo » among the services, accent-insensitively.
    const services = screen.getByRole('heading', { name: 'Services' }).parentElement!;
    expect(within(services).getByRole('link', { name: /Météo/ })).toBeTruthy();
    // The live region announces the total.
    const total = 2 + within(services).getAllByRole('link').length;
    expect(screen.getByText(`${total} résultats`)).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    mockFetch(() => ({ body: { residents: [], posts: [] } }));
    const { type } = await openSearch();
    type('zzqx');
    expect(await screen.findByText('Aucun résultat pour « zzqx ».', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('says when the server search failed and keeps the services', async () => {
    mockFetch(() => ({
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: "Une erreur inattendue s'est produite" } },
    }));
    const { type } = await openSearch();
    type('météo');
    expect(
      // One retry (after 1 s) before the error shows.
      await screen.findByText(
        /La recherche d’habitants et de publications a échoué : Une erreur inattendue/,
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(sectionNames()).toEqual(['Services']));
  });
});
