import type { ModerationQueueItem } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ModerationLog } from './moderation-log';
import { ModerationQueue } from './moderation-queue';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const POST = '11111111-1111-4111-8111-111111111111';
const item: ModerationQueueItem = {
  targetType: 'post',
  targetId: POST,
  reportsCount: 3,
  reasons: ['spam', 'illegal'],
  details: ['Lien douteux'],
  latestAt: new Date().toISOString(),
  content: {
    excerpt: 'Places de port à vendre, payez en cartes cadeaux',
    imageUrl: null,
    place: "Fil d'actualité",
    link: `/post/${POST}`,
    author: { id: 'user-9', name: 'Marc Arnaque', username: 'marc', role: 'user', suspendedUntil: null },
    hidden: false,
    exists: true,
  },
};

describe('ModerationQueue', { timeout: 20_000 }, () => {
  it('shows the grouped reports and hides the content with a reason', async () => {
    const calls = mockApi({
      'GET /api/moderation/reports': () => json({ items: [item], nextCursor: null }),
      'POST /api/moderation/content': () => json({ hidden: true, resolvedReports: 3 }),
    });
    renderWithProviders(<ModerationQueue />, { user: resident('moderator') });
    const card = await screen.findByRole('article', { name: "Publication · Fil d'actualité" });
    expect(within(card).getByText('3 signalements')).toBeInTheDocument();
    expect(within(card).getByText('Spam ou publicité, Contenu illégal')).toBeInTheDocument();
    expect(within(card).getByText('« Lien douteux »')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Masquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Masquer ce contenu ?' });
    const confirm = within(dialog).getByRole('button', { name: 'Masquer' }) as HTMLButtonElement;
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Raison'), { target: { value: 'Arnaque' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Contenu masqué'));
    expect(calls.find((c) => c.key.startsWith('POST'))!.body).toEqual({
      targetType: 'post',
      targetId: POST,
      action: 'hide',
      reason: 'Arnaque',
    });
  });

  it('suspends the author for the chosen period', async () => {
    const calls = mockApi({
      'GET /api/moderation/reports': () => json({ items: [item], nextCursor: null }),
      'POST /api/moderation/users/user-9/suspend': () => json({ userId: 'user-9', suspendedUntil: null }),
    });
    renderWithProviders(<ModerationQueue />, { user: resident('moderator') });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspendre' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Raison'), { target: { value: 'Récidive' } });
    fireEvent.change(within(dialog).getByLabelText('Durée de la suspension'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspendre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Compte suspendu'));
    expect(calls.find((c) => c.key.startsWith('POST'))!.body).toEqual({ reason: 'Récidive', days: 30 });
  });

  it('offers no sanction on a moderator’s content to a moderator', async () => {
    mockApi({
      'GET /api/moderation/reports': () =>
        json({
          items: [{ ...item, content: { ...item.content, author: { ...item.content.author!, role: 'moderator' } } }],
          nextCursor: null,
        }),
    });
    renderWithProviders(<ModerationQueue />, { user: resident('moderator') });
    expect(await screen.findByRole('button', { name: 'Masquer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avertir' })).not.toBeInTheDocument();
  });
});

describe('ModerationLog', () => {
  it('lists who did what, on what and why', async () => {
    mockApi({
      'GET /api/moderation/log': () =>
        json({
          entries: [
            {
              id: '22222222-2222-4222-8222-222222222222',
              moderator: { id: 'm', name: 'Équipe de modération', username: 'moderation' },
              action: 'hide',
              targetType: 'post',
              targetId: POST,
              targetUser: { id: 'user-9', name: 'Marc Arnaque', username: 'marc' },
              reason: 'Arnaque',
              details: null,
              createdAt: '2026-11-27T10:00:00.000Z',
            },
          ],
          nextCursor: null,
        }),
    });
    renderWithProviders(<ModerationLog />, { user: resident('admin') });
    expect(await screen.findByText('Contenu masqué')).toBeInTheDocument();
    expect(screen.getByText('Publication de Marc Arnaque')).toBeInTheDocument();
    expect(screen.getByText(/Par Équipe de modération/)).toBeInTheDocument();
    expect(screen.getByText('Arnaque')).toBeInTheDocument();
  });
});
