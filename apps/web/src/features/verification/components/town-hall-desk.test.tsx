import type { DeskResident, ResidenceDesk } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { TownHallDesk } from './town-hall-desk';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

const awaiting: DeskResident = {
  id: 'user-9',
  name: 'Erwan Le Gall',
  username: 'erwan',
  email: 'erwan@exemple.fr',
  residence: {
    state: 'awaiting_confirmation',
    method: 'letter',
    address: { id: 'a', label: '3 Place de la Mairie, 56290 Port-Marin' },
    requestedAt: '2026-12-01T10:00:00Z',
    verifiedAt: null,
    expiresAt: null,
    document: null,
    revokeReason: null,
  },
};

const desk = (over: Partial<ResidenceDesk> = {}): ResidenceDesk => ({
  lettersToPrint: 0,
  awaiting: [],
  verified: [],
  verifiedCount: 0,
  residentsPerAddress: 8,
  ...over,
});

describe('TownHallDesk', () => {
  it('is reserved to the town hall: a resident is sent to their own verification', () => {
    renderWithProviders(<TownHallDesk />, { user: resident('user') });
    expect(screen.getByText('Cette page est réservée à la mairie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier mon domicile' })).toHaveAttribute('href', '/verification');
  });

  it('counts the letters to print and offers their PDF', async () => {
    mockApi({ 'GET /api/verification/residence/desk': () => json(desk({ lettersToPrint: 3 })) });
    renderWithProviders(<TownHallDesk />, { user: resident('mairie') });
    expect(await screen.findByText('3 courriers attendent d’être imprimés.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger les courriers (PDF)' })).toBeEnabled();
  });

  it('offers no download when no letter waits', async () => {
    mockApi({ 'GET /api/verification/residence/desk': () => json(desk()) });
    renderWithProviders(<TownHallDesk />, { user: resident('admin') });
    expect(await screen.findByText('Aucun courrier en attente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger les courriers (PDF)' })).toBeDisabled();
  });

  it('refuses a confirmation only with a reason, sent to the server', async () => {
    const calls = mockApi({
      'GET /api/verification/residence/desk': () => json(desk({ awaiting: [awaiting] })),
      'POST /api/verification/residence/user-9/refuse': () => json(undefined, 204),
    });
    renderWithProviders(<TownHallDesk />, { user: resident('mairie') });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser le domicile de Erwan Le Gall' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Refuser' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: 'Adresse inconnue' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/verification/residence/user-9/refuse')?.body).toEqual({
        reason: 'Adresse inconnue',
      }),
    );
  });
});
