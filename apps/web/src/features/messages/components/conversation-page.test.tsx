import type { ConversationSummary, Message } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ConversationPage } from './conversation-page';

const id = '00000000-0000-4000-8000-0000000000c1';
const me = resident();

const summary = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  isGroup: false,
  businessPage: null,
  asPage: false,
  title: 'Yann Le Bihan',
  image: null,
  online: true,
  lastMessage: null,
  lastActivityAt: '2025-05-16T10:00:00.000Z',
  unread: 1,
  members: [{ id: 'yann', name: 'Yann Le Bihan', username: 'yann', image: null, online: true, lastReadAt: null }],
  ...overrides,
});
const message = (n: number, senderId: string, extra: Partial<Message> = {}): Message => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  conversationId: id,
  senderId,
  content: `message ${n}`,
  clientId: null,
  createdAt: `2025-05-16T10:0${n}:00.000Z`,
  ...extra,
});

function renderAt(path: string) {
  renderWithProviders(<ConversationPage />, {
    user: me,
    path,
    route: '/conversation/:id',
    routes: { '/messages': <p>Liste des messages</p> },
  });
}

beforeAll(() => {
  // jsdom has no layout: scrolling is a no-op here.
  Element.prototype.scrollTo = () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('ConversationPage', () => {
  it('shows the thread, own bubbles marked, the header online, and marks it read', async () => {
    const calls = mockApi({
      [`GET /api/conversations/${id}`]: () => json(summary()),
      [`GET /api/conversations/${id}/messages`]: () =>
        json({ messages: [message(1, me.id), message(2, 'yann')], nextCursor: null }),
      [`POST /api/conversations/${id}/read`]: () =>
        json({ conversationId: id, userId: me.id, lastReadAt: '2025-05-16T10:05:00.000Z' }),
    });
    renderAt(`/conversation/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yann Le Bihan' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('En ligne').length).toBeGreaterThan(0);
    const bubbles = await screen.findAllByTestId('message');
    expect(bubbles.map((b) => [b.textContent?.includes('message'), b.dataset.own])).toEqual([
      [true, 'true'],
      [true, undefined],
    ]);
    await waitFor(() => expect(calls.map((c) => c.key)).toContain(`POST /api/conversations/${id}/read`));
  });

  it("shows 'Vu' under my last message once the other read it", async () => {
    mockApi({
      [`GET /api/conversations/${id}`]: () =>
        json(summary({ members: [{ ...summary().members[0]!, lastReadAt: '2025-05-16T10:03:00.000Z' }] })),
      [`GET /api/conversations/${id}/messages`]: () =>
        json({ messages: [message(1, 'yann'), message(2, me.id), message(3, me.id)], nextCursor: null }),
      [`POST /api/conversations/${id}/read`]: () =>
        json({ conversationId: id, userId: me.id, lastReadAt: '2025-05-16T10:05:00.000Z' }),
    });
    renderAt(`/conversation/${id}`);
    expect(await screen.findByText('Vu', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('Vu')).toHaveLength(1);
  });

  it('sends optimistically, shows a failure with Réessayer, and resends with the same clientId', async () => {
    let attempts = 0;
    const calls = mockApi({
      [`GET /api/conversations/${id}`]: () => json(summary({ unread: 0 })),
      [`GET /api/conversations/${id}/messages`]: () => json({ messages: [], nextCursor: null }),
      [`POST /api/conversations/${id}/messages`]: (init) => {
        attempts += 1;
        if (attempts === 1) return json({ error: { code: 'RATE_LIMITED', message: 'Trop de tentatives.' } }, 429);
        const body = JSON.parse(String(init?.body)) as { content: string; clientId: string };
        return json(message(4, me.id, { content: body.content, clientId: body.clientId }), 201);
      },
    });
    renderAt(`/conversation/${id}`);
    const input = await screen.findByPlaceholderText<HTMLInputElement>('Tapez votre message...', undefined, {
      timeout: 5000,
    });

    // Whitespace-only text is ignored.
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.form!);
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Rendez-vous au port ?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(input.form!);
    expect(input).toHaveValue('');
    expect(screen.getByText('Rendez-vous au port ?')).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Échec de l'envoi")).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    await waitFor(() => expect(screen.queryByText("Échec de l'envoi")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('message').dataset.status).toBe('sent'));
    const sends = calls.filter((c) => c.key === `POST /api/conversations/${id}/messages`);
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((c) => c.body as { content: string; clientId: string });
    expect(first).toEqual(second);
    expect(first!.content).toBe('Rendez-vous au port ?');
    expect(screen.getAllByTestId('message')).toHaveLength(1);
  });

  it("shows 'Conversation non trouvée' and goes back to the messages", async () => {
    mockApi({
      [`GET /api/conversations/${id}`]: () =>
        json({ error: { code: 'CONVERSATION_NOT_FOUND', message: 'Conversation non trouvée' } }, 404),
      [`GET /api/conversations/${id}/messages`]: () =>
        json({ error: { code: 'CONVERSATION_NOT_FOUND', message: 'Conversation non trouvée' } }, 404),
    });
    renderAt(`/conversation/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversation non trouvée' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retour aux messages' }));
    expect(await screen.findByText('Liste des messages')).toBeInTheDocument();
  });

  it('keeps a thread whose correspondent deleted their account readable, without a composer', async () => {
    const calls = mockApi({
      [`GET /api/conversations/${id}`]: () =>
        json(summary({ title: 'Compte supprimé', online: false, unread: 0, members: [] })),
      [`GET /api/conversations/${id}/messages`]: () =>
        json({ messages: [message(1, me.id, { content: 'Bon vent !' })], nextCursor: null }),
    });
    renderAt(`/conversation/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compte supprimé' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Bon vent !')).toBeInTheDocument();
    expect(
      screen.getByText('Votre correspondant a supprimé son compte : vous ne pouvez plus lui répondre.'),
    ).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Tapez votre message...')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('En ligne')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('closes the thread when a message is refused because the correspondent has just left', async () => {
    let closed = false;
    mockApi({
      [`GET /api/conversations/${id}`]: () =>
        json(closed ? summary({ title: 'Compte supprimé', online: false, members: [] }) : summary({ unread: 0 })),
      [`GET /api/conversations/${id}/messages`]: () => json({ messages: [], nextCursor: null }),
      [`POST /api/conversations/${id}/messages`]: () => {
        closed = true;
        return json(
          {
            error: {
              code: 'CONVERSATION_CLOSED',
              message: 'Votre correspondant a supprimé son compte : vous ne pouvez plus lui écrire.',
            },
          },
          409,
        );
      },
    });
    renderAt(`/conversation/${id}`);
    const input = await screen.findByPlaceholderText<HTMLInputElement>('Tapez votre message...', undefined, {
      timeout: 5000,
    });
    fireEvent.change(input, { target: { value: 'Tu es là ?' } });
    fireEvent.submit(input.form!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compte supprimé' })).toBeInTheDocument();
    expect(
      screen.getByText('Votre correspondant a supprimé son compte : vous ne pouvez plus lui répondre.'),
    ).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Tapez votre message...')).not.toBeInTheDocument();
  });
});
