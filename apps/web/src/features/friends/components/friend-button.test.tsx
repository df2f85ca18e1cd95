import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { FriendButton } from './friend-button';
import type { FriendRelation } from '../api/friends-api';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

describe('FriendButton', () => {
  it('follows the relation: ask, cancel, answer, or remove after confirming', async () => {
    const calls = mockApi({
      'POST /api/friends/requests': () => json({ relation: 'sent' }),
      'DELETE /api/friends/yann': () => json({ relation: 'none' }),
    });
    const show = (relation: FriendRelation) =>
      renderWithProviders(<FriendButton userId="yann" name="Yann" relation={relation} />, { user: resident() });
    let view = show('none');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter en ami' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Demande d’ami envoyée à Yann'));
    expect(calls[0]).toEqual({ key: 'POST /api/friends/requests', body: { userId: 'yann' } });
    view.unmount();

    view = show('sent');
    expect(screen.getByRole('button', { name: 'Annuler la demande' })).toBeInTheDocument();
    view.unmount();
    view = show('received');
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
    view.unmount();
    view = show('self');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    view.unmount();

    show('friends');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer des amis' }));
    expect(await screen.findByText('Retirer cet ami ?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE /api/friends/yann'));
  });

  it('tells a visitor to sign in, sending nothing', () => {
    const calls = mockApi({});
    renderWithProviders(<FriendButton userId="yann" name="Yann" relation={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter en ami' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Connexion requise',
      expect.objectContaining({ description: 'Vous devez être connecté pour ajouter un ami' }),
    );
    expect(calls).toEqual([]);
  });
});
