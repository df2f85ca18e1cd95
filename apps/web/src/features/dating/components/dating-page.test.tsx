import type { DatingAccess, DatingProfile } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { DatingPage } from './dating-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.error.mockReset();
  toast.success.mockReset();
});

const refused = (code: string, message = 'refusé') => json({ error: { code, message } }, 403);

const ACCESS: DatingAccess = {
  birthDate: '1990-06-15',
  age: 36,
  verifiedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
  profile: null,
};

const PROFILE: DatingProfile = {
  id: 'user-2',
  name: 'Loïc Le Floch',
  username: 'loic',
  image: null,
  verified: true,
  age: 47,
  bio: 'Pêcheur à pied',
  interests: ['Pêche à pied', 'Cuisine'],
  type: 'amicale',
  neighbourhood: null,
  distanceKm: null,
};

describe('DatingPage', () => {
  it('shows the age gate on the romantic tab without a verification, and erases a stale mirror', async () => {
    localStorage.setItem('dating_age_verified', 'true');
    localStorage.setItem('dating_verification_date', new Date().toISOString());
    mockApi({ 'GET /api/dating/me': () => refused('DATING_VERIFICATION_REQUIRED') });
    renderWithProviders(<DatingPage />, { user: resident(), path: '/dating?tab=romantic' });
    expect(await screen.findByRole('form', { name: 'Vérification de l’âge' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Romantique' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(localStorage.getItem('dating_age_verified')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Vérifier mon âge' }));
    expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Date requise' });
  });

  it('asks to confirm a date that refuses access before it is stored; cancelling stores nothing', async () => {
    const calls = mockApi({
      'GET /api/dating/me': () => refused('DATING_VERIFICATION_REQUIRED'),
      'POST /api/dating/verify-age': (init) =>
        (JSON.parse(init.body as string) as { confirmRefusal: boolean }).confirmRefusal
          ? refused('DATING_UNDERAGE')
          : refused('DATING_BIRTH_DATE_UNCONFIRMED'),
    });
    renderWithProviders(<DatingPage />, { user: resident(), path: '/dating' });
    fireEvent.change(await screen.findByLabelText('Date de naissance'), { target: { value: '2012-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier mon âge' }));
    expect(await screen.findByText('Vérification de votre âge en cours...')).toBeInTheDocument();
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Confirmer cette date de naissance ?' },
      { timeout: 4000 },
    );
    expect(dialog).toHaveTextContent('1 mars 2012');
    expect(dialog).toHaveTextContent('vous ne pourrez plus modifier cette date vous-même');
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.key === 'POST /api/dating/verify-age').map((c) => c.body)).toEqual([
      { birthDate: '2012-03-01', confirmRefusal: false },
    ]);
  });

  it('refuses a minor with the spec toast once the date is confirmed', async () => {
    mockApi({
      'GET /api/dating/me': () => refused('DATING_VERIFICATION_REQUIRED'),
      'POST /api/dating/verify-age': (init) =>
        (JSON.parse(init.body as string) as { confirmRefusal: boolean }).confirmRefusal
          ? refused('DATING_UNDERAGE')
          : refused('DATING_BIRTH_DATE_UNCONFIRMED'),
    });
    renderWithProviders(<DatingPage />, { user: resident(), path: '/dating' });
    fireEvent.change(await screen.findByLabelText('Date de naissance'), { target: { value: '2012-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier mon âge' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer cette date' }));
    await waitFor(
      () =>
        expect(toast.error).toHaveBeenCalledWith('Accès refusé', {
          description: 'Vous devez avoir au moins 18 ans pour accéder à la section dating',
        }),
      { timeout: 4000 },
    );
  });

  it('lists the friends tab by default for a verified adult, with the badge, and mirrors the answer', async () => {
    mockApi({
      'GET /api/dating/me': () => json(ACCESS),
      'GET /api/dating/profiles?tab=friends': () => json({ profiles: [PROFILE], nextCursor: null }),
    });
    renderWithProviders(<DatingPage />, { user: resident(), path: '/dating' });
    expect(await screen.findByRole('heading', { name: 'Loïc Le Floch, 47 ans' })).toBeInTheDocument();
    expect(screen.getByText('Profil vérifié')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mon profil de rencontre' })).toBeInTheDocument();
    expect(localStorage.getItem('dating_age_verified')).toBe('true');
    expect(localStorage.getItem('dating_verification_date')).toBe(ACCESS.verifiedAt);
  });

  it('asks visitors to sign in', () => {
    renderWithProviders(<DatingPage />, { user: null, path: '/dating' });
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toBeInTheDocument();
  });
});

describe('DatingPage, a refused resident', () => {
  it('offers to ask the moderators to correct a mistaken birth date, then says the request is pending', async () => {
    const calls = mockApi({
      'GET /api/dating/me': () => refused('DATING_UNDERAGE'),
      'GET /api/dating/birth-date-corrections/mine': () => json({ correction: null }),
      'POST /api/dating/birth-date-corrections': () =>
        json({ correction: { status: 'pending', createdAt: new Date().toISOString(), decidedAt: null } }, 201),
    });
    renderWithProviders(<DatingPage />, { user: resident(), path: '/dating' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Demander une correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corriger ma date de naissance' });
    fireEvent.change(within(dialog).getByLabelText('Votre explication'), {
      target: { value: 'Née en 1992, pas en 2012.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      await screen.findByText(/Votre demande de correction est entre les mains des modérateurs/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/dating/birth-date-corrections')?.body).toEqual({
      message: 'Née en 1992, pas en 2012.',
    });
    expect(screen.queryByRole('button', { name: 'Demander une correction' })).not.toBeInTheDocument();
  });
});
