import type {
  FriendRequestsResponse,
  FriendsPage as FriendsPageData,
  FriendSuggestionsResponse,
} from '@portmarin/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtime } from '@/lib/realtime';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { FriendsPage } from './friends-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const person = (id: string, name: string) => ({ id, name, username: id, image: null });
const REQUESTS: FriendRequestsResponse = {
  received: [{ person: person('erwan', 'Erwan Kerjean'), createdAt: '2026-03-03T10:00:00.000Z' }],
  sent: [],
  receivedTotal: 1,
  sentTotal: 0,
};
const FRIENDS: FriendsPageData = {
  friends: [{ person: person('loic', 'Loïc Le Floch'), since: '2026-01-10T10:00:00.000Z' }],
  total: 1,
  nextCursor: null,
};
const SUGGESTIONS: FriendSuggestionsResponse = {
  suggestions: [
    { person: person('yann', 'Yann Kerbrat'), mutualFriends: 2 },
    { person: person('anne', 'Anne Morvan'), mutualFriends: 0 },
  ],
};

describe('FriendsPage', () => {
  it('lists requests, friends and suggestions with their mutual friends; Accepter answers the request', async () => {
    let accepted = false;
    const calls = mockApi({
      // Once accepted, the request leaves the list (and its row, with its button, leaves the screen).
      'GET /api/friends/requests': () => json(accepted ? { ...REQUESTS, received: [], receivedTotal: 0 } : REQUESTS),
      'GET /api/friends': () => json(FRIENDS),
      'GET /api/friends/suggestions': () => json(SUGGESTIONS),
      'POST /api/friends/requests/erwan/accept': () => {
        accepted = true;
        return json({ relation: 'friends' });
      },
    });
    renderWithProviders(<FriendsPage />, { user: resident() });
    expect(await screen.findByText('Erwan Kerjean')).toBeInTheDocument();
    expect(screen.getByText('Demande reçue le 3 mars 2026')).toBeInTheDocument();
    expect(screen.getByText('Aucune demande envoyée en attente de réponse.')).toBeInTheDocument();
    expect(await screen.findByText('Loïc Le Floch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Loïc Le Floch de vos amis' })).toBeInTheDocument();
    expect(await screen.findByText('2 amis en commun')).toBeInTheDocument();
    expect(screen.getByText('Aucun ami en commun')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter Yann Kerbrat en ami' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuser la demande de Erwan Kerjean' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Accepter la demande de Erwan Kerjean' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Vous êtes maintenant ami·e avec Erwan Kerjean'));
    expect(await screen.findByText("Aucune demande d'ami en attente.")).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('POST /api/friends/requests/erwan/accept');
  });

  it('says so in French when every list is empty, and shows a refusal from the server', async () => {
    mockApi({
      'GET /api/friends/requests': () => json({ received: [], sent: [], receivedTotal: 0, sentTotal: 0 }),
      'GET /api/friends': () => json({ friends: [], total: 0, nextCursor: null }),
      'GET /api/friends/suggestions': () =>
        json({ suggestions: [person('x', 'Xavier')].map((p) => ({ person: p, mutualFriends: 1 })) }),
      'POST /api/friends/requests': () =>
        json({ error: { code: 'ACCOUNT_SUSPENDED', message: 'Votre compte est suspendu.' } }, 403),
    });
    renderWithProviders(<FriendsPage />, { user: resident() });
    expect(await screen.findByText("Aucune demande d'ami en attente.")).toBeInTheDocument();
    expect(
      await screen.findByText("Vous n'avez pas encore d'amis. Ajoutez des personnes que vous pourriez connaître !"),
    ).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Xavier en ami' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Votre compte est suspendu.' }),
    );
  });

  it('reloads the requests when a friend request arrives while the screen is open', async () => {
    let received = 0;
    mockApi({
      'GET /api/friends/requests': () => {
        received += 1;
        return json(received === 1 ? { ...REQUESTS, received: [], receivedTotal: 0 } : REQUESTS);
      },
      'GET /api/friends': () => json(FRIENDS),
      'GET /api/friends/suggestions': () => json(SUGGESTIONS),
    });
    renderWithProviders(<FriendsPage />, { user: resident() });
    expect(await screen.findByText("Aucune demande d'ami en attente.")).toBeInTheDocument();
    dispatchRealtime({
      type: 'notification.new',
      notification: {
        id: '55555555-5555-4555-8555-555555555555',
        type: 'friend_request',
        actor: { id: 'erwan', name: 'Erwan Kerjean', username: 'erwan', image: null },
        text: 'Erwan Kerjean vous a envoyé une demande d’ami',
        content: '',
        link: '/friends',
        read: false,
        createdAt: new Date().toISOString(),
      },
    });
    expect(await screen.findByRole('button', { name: 'Accepter la demande de Erwan Kerjean' })).toBeInTheDocument();
  });

  it('invites a visitor to sign in, asking nothing of the server', async () => {
    const calls = mockApi({});
    renderWithProviders(<FriendsPage />, { user: null });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
    expect(screen.getByText('Retrouvez vos amis de Port-Marin sur une seule page.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
