import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost, resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { PlaceSearch } from './place-search';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GROUP = '0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f';
const PAGE = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const crique = makePost({
  id: '22222222-2222-4222-8222-222222222222',
  content: 'Le passage de la crique est glissant.',
});

/** The address the search keeps its words in. */
function Address() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname + location.search}</output>;
}

const renderSearch = (path: string, place: { groupId: string } | { businessPageId: string }, label: string) =>
  renderWithProviders(
    <>
      <PlaceSearch place={place} label={label}>
        <p>Les publications du lieu</p>
      </PlaceSearch>
      <Address />
    </>,
    { user: resident(), path },
  );

describe('PlaceSearch', () => {
  it('shows the place’s posts until words are typed, then their matches, and back once cleared', async () => {
    const calls = mockApi({
      [`GET /api/groups/${GROUP}/posts/search?q=crique`]: () => json({ posts: [crique], nextCursor: null }),
    });
    renderSearch(`/groups/${GROUP}`, { groupId: GROUP }, 'Rechercher dans le groupe');
    expect(screen.getByText('Les publications du lieu')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher dans le groupe' }), {
      target: { value: 'crique' },
    });
    expect(await screen.findByText('Le passage de la crique est glissant.')).toBeInTheDocument();
    expect(screen.queryByText('Les publications du lieu')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Résultats pour « crique »' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent(`/groups/${GROUP}?q=crique`);
    expect(calls.map((c) => c.key)).toEqual([`GET /api/groups/${GROUP}/posts/search?q=crique`]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher dans le groupe' }), { target: { value: '  ' } });
    expect(await screen.findByText('Les publications du lieu')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent(new RegExp(`^/groups/${GROUP}$`));
  });

  it('searches again the words of the address when the resident comes back to the page', async () => {
    mockApi({
      [`GET /api/business-pages/${PAGE}/posts/search?q=homard+bleu`]: () => json({ posts: [], nextCursor: null }),
    });
    renderSearch(`/business/${PAGE}?q=homard%20bleu`, { businessPageId: PAGE }, 'Rechercher dans la page');
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans la page' })).toHaveValue('homard bleu');
    expect(await screen.findByText('Aucune publication ne contient « homard bleu ».')).toBeInTheDocument();
    expect(screen.queryByText('Les publications du lieu')).not.toBeInTheDocument();
  });

  it('says when the search fails and offers to try again', async () => {
    let failing = true;
    mockApi({
      [`GET /api/groups/${GROUP}/posts/search?q=phare`]: () =>
        failing
          ? json({ error: { code: 'INTERNAL', message: 'Erreur interne.' } }, 500)
          : json({ posts: [crique], nextCursor: null }),
    });
    renderSearch(`/groups/${GROUP}?q=phare`, { groupId: GROUP }, 'Rechercher dans le groupe');
    expect(await screen.findByText('Impossible de charger les publications.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Le passage de la crique est glissant.')).toBeInTheDocument();
  });
});
