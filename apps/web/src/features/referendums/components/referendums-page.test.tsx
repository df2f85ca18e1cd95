import type { Referendum, ReferendumsPage as Page } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ReferendumsPage } from './referendums-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const referendum = (overrides: Partial<Referendum> = {}): Referendum => ({
  id: '0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f',
  title: 'Quai du Port piéton le week-end',
  question: 'Faut-il fermer le quai aux voitures ?',
  description: 'Le samedi et le dimanche, de 10 h à 20 h.',
  category: 'Urbanisme',
  endsAt: '2026-12-15T22:59:59.000Z',
  closedAt: null,
  status: 'active',
  anonymous: true,
  allowComments: false,
  electorate: 'verified_accounts',
  viewerMayVote: true,
  participation: 12.5,
  votesFor: 5,
  votesAgainst: 3,
  totalVotes: 8,
  percentFor: 62.5,
  percentAgainst: 37.5,
  createdAt: '2026-11-01T10:00:00.000Z',
  hasVoted: false,
  canClose: false,
  canSeeVoters: false,
  ...overrides,
});

const page = (referendums: Referendum[]): Page => ({ referendums, nextCursor: null, counts: { active: 3, closed: 2 } });
const stats = {
  activeReferendums: 3,
  totalVotes: 21,
  totalReferendums: 5,
  averageParticipation: 68,
  defaultElectorate: 'verified_residents',
};

function api(active: Referendum[], extra: Record<string, (init: RequestInit) => Response> = {}) {
  return mockApi({
    'GET /api/referendums?status=active': () => json(page(active)),
    'GET /api/referendums?status=closed': () => json(page([referendum({ status: 'closed', id: 'c'.repeat(8) })])),
    'GET /api/referendums/stats': () => json(stats),
    ...extra,
  });
}

describe('ReferendumsPage', () => {
  it('shows the stats, the participation card, the tab counts and the vote buttons', async () => {
    api([referendum()]);
    renderWithProviders(<ReferendumsPage />, { user: resident() });
    expect(screen.getByRole('heading', { level: 1, name: 'Référendums' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Actifs (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Terminés (2)' })).toBeInTheDocument();
    // The DOM's no-break space reads as a space to Testing Library.
    expect(await screen.findByText('68,0 %')).toBeInTheDocument();
    expect(screen.getByText('Référendums actifs')).toBeInTheDocument();
    expect(screen.getByText('21')).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Urbanisme')).toBeInTheDocument();
    expect(within(card).getByText('Fin le 15 décembre 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pour' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Contre' })).toBeInTheDocument();
    // Residents do not create referendums.
    expect(screen.queryByRole('button', { name: 'Créer un référendum' })).not.toBeInTheDocument();
  });

  it('shows voted and closed referendums as results with one decimal, without buttons', async () => {
    api([referendum({ hasVoted: true })]);
    renderWithProviders(<ReferendumsPage />, { user: resident() });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('62,5 %')).toBeInTheDocument();
    expect(within(card).getByText('37,5 %')).toBeInTheDocument();
    expect(within(card).getByText('Vous avez voté')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pour' })).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Terminés (2)' }));
    const panel = await screen.findByRole('tabpanel');
    const closed = await within(panel).findByRole('article');
    expect(within(closed).getByText('Terminé')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Contre' })).not.toBeInTheDocument();
  });

  it('shows the create button to moderators', async () => {
    api([]);
    renderWithProviders(<ReferendumsPage />, { user: resident('moderator') });
    expect(await screen.findByRole('button', { name: 'Créer un référendum' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun référendum en cours pour le moment.')).toBeInTheDocument();
  });

  it('asks to confirm the chosen option before recording a vote, and records nothing on cancel', async () => {
    const calls = api([referendum()]);
    renderWithProviders(<ReferendumsPage />, { user: resident() });
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: 'Pour' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Voter « Pour » ?' });
    expect(dialog).toHaveTextContent('Un vote est définitif');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it("says 'Déjà voté' when the server refuses a second vote", async () => {
    const calls = api([referendum()], {
      'POST /api/referendums/0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f/votes': () =>
        json({ error: { code: 'ALREADY_VOTED', message: 'Déjà voté' } }, 409),
    });
    renderWithProviders(<ReferendumsPage />, { user: resident() });
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: 'Contre' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer mon vote' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Déjà voté', expect.anything()));
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ choice: 'contre' });
  });

  it('shows the receipt code once the vote is counted', async () => {
    api([referendum()], {
      'POST /api/referendums/0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f/votes': () =>
        json({ receiptCode: 'ABCD-EFGH-JKMN-PQRS', referendum: referendum({ hasVoted: true }) }, 201),
    });
    renderWithProviders(<ReferendumsPage />, { user: resident() });
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: 'Pour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer mon vote' }));
    expect(await within(card).findByText('ABCD-EFGH-JKMN-PQRS')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Vote enregistré', expect.anything());
    expect(within(card).getByRole('button', { name: 'Vérifier mon reçu' })).toBeInTheDocument();
  });

  it('says who votes on each card', async () => {
    api([referendum({ electorate: 'verified_residents' })]);
    renderWithProviders(<ReferendumsPage />, { user: resident() });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Résidents vérifiés')).toBeInTheDocument();
  });

  it('leads a resident who may not vote in a residents’ referendum to the verification', async () => {
    api([referendum({ electorate: 'verified_residents', viewerMayVote: false })]);
    renderWithProviders(<ReferendumsPage />, { user: resident() });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Vérifier mon domicile' })).toHaveAttribute('href', '/verification');
    expect(card).toHaveTextContent('réservé aux résidents vérifiés');
    expect(within(card).queryByRole('button', { name: 'Pour' })).not.toBeInTheDocument();
  });

  it('keeps the vote buttons for a visitor, who is sent to sign in', async () => {
    api([referendum({ electorate: 'verified_residents', viewerMayVote: false })]);
    renderWithProviders(<ReferendumsPage />, { user: null });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('button', { name: 'Pour' })).toBeInTheDocument();
  });

  it('preselects the town’s default electorate in the create form and sends it', async () => {
    // Radix's Switch measures itself; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const calls = api([], {
      'POST /api/referendums': () => json(referendum({ title: 'Digue' }), 201),
    });
    renderWithProviders(<ReferendumsPage />, { user: resident('moderator') });
    fireEvent.click(await screen.findByRole('button', { name: 'Créer un référendum' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /^Résidents vérifiés/ })).toBeChecked());
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Comptes vérifiés/ }));
    fireEvent.change(within(dialog).getByLabelText('Titre'), { target: { value: 'Digue' } });
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Faut-il la rehausser ?' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Avant l’hiver.' } });
    fireEvent.change(within(dialog).getByLabelText('Catégorie'), { target: { value: 'Urbanisme' } });
    fireEvent.change(within(dialog).getByLabelText('Date de fin'), { target: { value: '2099-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le référendum' }));
    await waitFor(() => expect(calls.find((c) => c.key === 'POST /api/referendums')).toBeDefined());
    expect(calls.find((c) => c.key === 'POST /api/referendums')?.body).toMatchObject({
      electorate: 'verified_accounts',
    });
  });
});
