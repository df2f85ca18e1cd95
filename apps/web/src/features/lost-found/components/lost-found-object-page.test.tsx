import type { LostFoundObject, SessionUser } from '@portmarin/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { LostFoundObjectPage } from './lost-found-object-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '5d9f3a8e-1c2b-4d5e-8f90-123456789abc';

const OBJECT: LostFoundObject = {
  id: ID,
  title: 'Trousseau de clés',
  description: 'Porte-clés en forme d’ancre.',
  foundPlace: 'Quai des Pêcheurs',
  foundOn: '2026-12-04',
  imageUrl: null,
  status: 'open',
  returnedAt: null,
  createdAt: '2026-12-04T10:00:00.000Z',
  hidden: false,
  canManage: false,
  myClaim: null,
  claimsCount: null,
};

const render = (user: SessionUser | null) =>
  renderWithProviders(<LostFoundObjectPage />, { path: `/objets-trouves/${ID}`, route: '/objets-trouves/:id', user });

describe('LostFoundObjectPage', () => {
  it('shows where and when the object was found', async () => {
    mockApi({ [`GET /api/lost-found/${ID}`]: () => json(OBJECT) });
    render(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trousseau de clés' })).toBeInTheDocument();
    expect(screen.getByText('Trouvé le 4 décembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Quai des Pêcheurs')).toBeInTheDocument();
  });

  it('keeps an empty claim from being sent, with the contract’s French message', async () => {
    const calls = mockApi({ [`GET /api/lost-found/${ID}`]: () => json(OBJECT) });
    render(resident());
    fireEvent.click(await screen.findByRole('button', { name: 'Réclamer cet objet' }));
    expect(await screen.findByText('Décrivez l’objet pour prouver qu’il est à vous.')).toBeInTheDocument();
    expect(screen.getByLabelText('Votre message à la mairie')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('says a returned object cannot be claimed, and offers no claim', async () => {
    mockApi({
      [`GET /api/lost-found/${ID}`]: () =>
        json({ ...OBJECT, status: 'returned', returnedAt: '2026-12-05T09:00:00.000Z' }),
    });
    render(resident());
    expect(await screen.findByText(/il ne peut plus être réclamé/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réclamer cet objet' })).not.toBeInTheDocument();
  });
});
