import type { ConversationSummary } from '@portmarin/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { MessagesPage } from './messages-page';

const me = resident();
const conversation = (n: number, title: string, extra: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  isGroup: false,
  businessPage: null,
  asPage: false,
  title,
  image: null,
  online: false,
  lastMessage: null,
  lastActivityAt: new Date(Date.now() - n * 60_000).toISOString(),
  unread: 0,
  members: [{ id: `u${n}`, name: title, username: `u${n}`, image: null, online: false, lastReadAt: null }],
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('MessagesPage', () => {
  it('lists conversations newest first with online dot, last message, time and unread badge', async () => {
    mockApi({
      'GET /api/conversations': () =>
        json({
          conversations: [
            conversation(5, 'Marie Le Goff'),
            conversation(1, 'Yann Le Bihan', {
              online: true,
              unread: 2,
              lastMessage: {
                id: '00000000-0000-4000-8000-0000000000a1',
                conversationId: '00000000-0000-4000-8000-000000000001',
                senderId: 'u1',
                content: 'On se voit au marché ?',
                clientId: null,
                createdAt: new Date().toISOString(),
              },
            }),
          ],
        }),
    });
    renderWithProviders(<MessagesPage />, { user: me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' }, { timeout: 5000 })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/conversation/00000000-0000-4000-8000-000000000001',
      '/conversation/00000000-0000-4000-8000-000000000005',
    ]);
    const yann = rows[0]!;
    expect(within(yann).getByText('En ligne')).toBeInTheDocument();
    expect(within(yann).getByText('On se voit au marché ?')).toBeInTheDocument();
    expect(within(yann).getByTestId('unread-badge').textContent).toBe('2 messages non lus');
    expect(within(yann).getByText(/il y a/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('En ligne')).not.toBeInTheDocument();
  });

  it("filters by name case-insensitively and says 'Aucune conversation trouvée'", async () => {
    mockApi({
      'GET /api/conversations': () =>
        json({ conversations: [conversation(1, 'Yann Le Bihan'), conversation(2, 'Marie Le Goff')] }),
    });
    renderWithProviders(<MessagesPage />, { user: me });
    const search = await screen.findByRole('searchbox', { name: 'Rechercher dans Messenger' }, { timeout: 5000 });
    expect(await screen.findAllByTestId('conversation-row')).toHaveLength(2);
    fireEvent.change(search, { target: { value: 'MARIE' } });
    expect(screen.getAllByTestId('conversation-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Marie Le Goff'),
    ]);
    fireEvent.change(search, { target: { value: 'Zoé' } });
    expect(screen.queryAllByTestId('conversation-row')).toHaveLength(0);
    expect(screen.getByText('Aucune conversation trouvée')).toBeInTheDocument();
  });

  it("lists the messages of the viewer's pages apart, under 'Messages de mes pages'", async () => {
    const page = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Café du Port', logoUrl: null };
    mockApi({
      'GET /api/conversations': () =>
        json({
          conversations: [
            conversation(1, 'Yann Kerbrat', { businessPage: page, asPage: true }),
            conversation(2, 'Marie Le Goff'),
          ],
        }),
    });
    renderWithProviders(<MessagesPage />, { user: me });
    const ofPages = await screen.findByRole('list', { name: 'Messages de mes pages' }, { timeout: 5000 });
    expect(within(ofPages).getByTestId('conversation-row')).toHaveTextContent('Yann Kerbrat · Café du Port');
    const personal = screen.getByRole('list', { name: 'Mes conversations' });
    expect(within(personal).getByTestId('conversation-row')).toHaveTextContent('Marie Le Goff');
    expect(screen.getByRole('heading', { level: 2, name: 'Messages de mes pages' })).toBeInTheDocument();
  });
});
