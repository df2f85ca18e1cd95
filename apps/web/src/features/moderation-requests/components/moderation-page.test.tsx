import type { ModerationRequest, ModerationRequestsPage } from '@portmarin/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ModerationPage } from './moderation-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const page = (requests: ModerationRequest[]): ModerationRequestsPage => ({ requests, nextCursor: null });

const request = (overrides: Partial<ModerationRequest> = {}): ModerationRequest => ({
  id: '22222222-2222-4222-8222-222222222222',
  recipient: 'moderator',
  category: 'general',
  message: 'Un voisin publie des insultes',
  page: null,
  contactEmail: null,
  status: 'open',
  answer: null,
  createdAt: new Date().toISOString(),
  answeredAt: null,
  author: { id: 'user-2', name: 'Yann Kerleau', username: 'yann', image: null },
  answeredBy: null,
  ...overrides,
});

const ui = (
  <ModerationPage
    queue={<p>File des signalements</p>}
    log={<p>Journal des actions</p>}
    pending={<p>Propositions à valider</p>}
  />
);

beforeEach(() => {
  toast.error.mockReset();
  toast.success.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('ModerationPage, residents', () => {
  it('has the back arrow, the bot online and its welcome, and answers after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/moderation/requests/mine': () => json(page([])) });
    renderWithProviders(ui, { user: resident() });
    expect(screen.getByRole('link', { name: 'Retour au menu' })).toHaveAttribute('href', '/menu');
    expect(screen.getByText('En ligne')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation avec l’assistant' });
    expect(log).toHaveTextContent('Je suis l’assistant de la modération');

    const input = screen.getByRole('textbox', { name: 'Votre message à l’assistant' });
    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Problème technique' }));
    expect(input).toHaveValue("J'ai un problème technique");
    fireEvent.click(send);
    expect(input).toHaveValue('');
    expect(within(log).getByText("J'ai un problème technique")).toBeInTheDocument();
    expect(within(log).getByText('L’assistant écrit…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1499));
    expect(within(log).queryByText(/Désolé pour ce souci/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(log).getByText(/Désolé pour ce souci/)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Ouvrir la page Aide' })).toHaveAttribute('href', '/aide');
    expect(within(log).queryByText('L’assistant écrit…')).not.toBeInTheDocument();
  });

  it('prefills the quick report text', () => {
    mockApi({ 'GET /api/moderation/requests/mine': () => json(page([])) });
    renderWithProviders(ui, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Signaler un contenu' }));
    expect(screen.getByRole('textbox', { name: 'Votre message à l’assistant' })).toHaveValue(
      'Je souhaite signaler un contenu inapproprié',
    );
  });

  it('sends a request to the moderators, prefilled with the last chat message, with the spec toast', async () => {
    const calls = mockApi({
      'GET /api/moderation/requests/mine': () => json(page([])),
      'POST /api/moderation/requests': () => json(request({ author: { ...request().author!, id: 'user-1' } }), 201),
    });
    renderWithProviders(ui, { user: resident() });
    fireEvent.change(screen.getByRole('textbox', { name: 'Votre message à l’assistant' }), {
      target: { value: 'Un voisin m’insulte' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    fireEvent.click(screen.getByRole('button', { name: /Modérateur/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter un modérateur' });
    const field = within(dialog).getByRole('textbox', { name: 'Votre message' });
    expect(field).toHaveValue('Un voisin m’insulte');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.success.mock.calls[0]![0]).toBe('Demande envoyée');
    expect(toast.success.mock.calls[0]![1].description).toMatch(/24h/);
    expect(calls.find((c) => c.key === 'POST /api/moderation/requests')!.body).toEqual({
      recipient: 'moderator',
      message: 'Un voisin m’insulte',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a blank request without sending it', async () => {
    const calls = mockApi({ 'GET /api/moderation/requests/mine': () => json(page([])) });
    renderWithProviders(ui, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: /L’équipe produit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter l’équipe produit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(dialog).getByText('Écrivez votre message.')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('shows the server’s message when the request is refused', async () => {
    mockApi({
      'GET /api/moderation/requests/mine': () => json(page([])),
      'POST /api/moderation/requests': () =>
        json({ error: { code: 'RATE_LIMITED', message: 'Vous avez envoyé beaucoup de demandes.' } }, 429),
    });
    renderWithProviders(ui, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: /Administrateur/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter l’administrateur' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Votre message' }), { target: { value: 'Faille' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Vous avez envoyé beaucoup de demandes.' }),
    );
  });

  it('lists the resident’s requests with their status', async () => {
    mockApi({
      'GET /api/moderation/requests/mine': () =>
        json(
          page([
            request({ id: '33333333-3333-4333-8333-333333333333', status: 'answered', answer: 'C’est fait' }),
            request({ recipient: 'team', message: 'Une idée' }),
          ]),
        ),
    });
    renderWithProviders(ui, { user: resident() });
    const mine = await screen.findByRole('region', { name: 'Mes demandes' });
    expect(await within(mine).findByText('Répondue')).toBeInTheDocument();
    expect(within(mine).getByText('En attente')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'la lire dans vos messages' })).toHaveAttribute('href', '/messages');
  });

  it('asks visitors to sign in before contacting, and shows no tabs', async () => {
    mockApi({});
    renderWithProviders(ui, { user: null });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Mes demandes')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Modérateur/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter un modérateur' });
    expect(within(dialog).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('ModerationPage, moderators and admins', () => {
  it('gives moderators Signalements, À valider, Demandes and Assistance, without the log', async () => {
    mockApi({ 'GET /api/moderation/requests': () => json(page([request()])) });
    renderWithProviders(ui, { user: resident('moderator') });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Signalements',
      'À valider',
      'Demandes',
      'Assistance',
    ]);
    expect(screen.getByText('File des signalements')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Demandes' }));
    expect(await screen.findByText('Un voisin publie des insultes')).toBeInTheDocument();
    expect(screen.getByText('Yann Kerleau')).toBeInTheDocument();
  });

  it('gives admins the Journal tab', async () => {
    mockApi({});
    renderWithProviders(ui, { user: resident('admin') });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Signalements',
      'À valider',
      'Demandes',
      'Journal',
      'Assistance',
    ]);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Journal' }));
    expect(screen.getByText('Journal des actions')).toBeInTheDocument();
  });

  it('answers a request from the inbox', async () => {
    let answered = false;
    const calls = mockApi({
      'GET /api/moderation/requests': () => json(page(answered ? [] : [request()])),
      [`POST /api/moderation/requests/${request().id}/answer`]: () => {
        answered = true;
        return json({
          request: request({ status: 'answered', answer: 'Nous regardons.' }),
          conversationId: '44444444-4444-4444-8444-444444444444',
        });
      },
    });
    renderWithProviders(ui, { user: resident('moderator') });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Demandes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Répondre à Yann Kerleau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Répondre à Yann Kerleau' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Votre réponse' }), {
      target: { value: 'Nous regardons.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Réponse envoyée', expect.anything()));
    expect(calls.find((c) => c.key.endsWith('/answer'))!.body).toEqual({ answer: 'Nous regardons.' });
    expect(await screen.findByText('Aucune demande en attente.')).toBeInTheDocument();
  });

  it('shows a visitor’s accessibility report with its category, page and address, answered by e-mail', async () => {
    const report = request({
      category: 'accessibility',
      page: '/events',
      message: 'Le calendrier ne se lit pas au lecteur d’écran',
      contactEmail: 'visiteur@example.org',
      author: null,
    });
    mockApi({ 'GET /api/moderation/requests': () => json(page([report])) });
    renderWithProviders(ui, { user: resident('moderator') });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Demandes' }));
    expect(await screen.findByText('Le calendrier ne se lit pas au lecteur d’écran')).toBeInTheDocument();
    const item = within(screen.getByRole('list', { name: 'Demandes ouvertes' })).getByRole('listitem');
    expect(within(item).getByText('Accessibilité')).toBeInTheDocument();
    expect(item).toHaveTextContent('Page concernée : /events');
    expect(within(item).getByRole('link', { name: 'visiteur@example.org' })).toHaveAttribute(
      'href',
      'mailto:visiteur@example.org',
    );
    fireEvent.click(
      within(item).getByRole('button', { name: 'Répondre à Visiteur sans compte (visiteur@example.org)' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('reçoit votre réponse par e-mail');
  });
});
