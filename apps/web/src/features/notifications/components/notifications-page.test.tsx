import type { Notification } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatures } from '@/test/features';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { NotificationsPage } from './notifications-page';

// Each type's badge is its feature's: the list is registered as the app does at start.
beforeAll(() => loadFeatures());

const notification = (n: number, read: boolean): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  type: n % 2 ? 'like' : 'comment',
  actor: { id: `u${n}`, name: `Voisin ${n}`, username: `voisin${n}`, image: null },
  text: `Voisin ${n} a aimé votre publication`,
  content: n === 1 ? 'Belle marée ce matin' : '',
  link: `/post/${n}`,
  read,
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
});

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsPage', () => {
  it('shows them with unread ones announced, then marks them all read on the server', async () => {
    const calls = mockApi({
      'GET /api/notifications': () =>
        json({ notifications: [notification(1, false), notification(2, true)], nextCursor: null }),
      'POST /api/notifications/read-all': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<NotificationsPage />, { user: resident() });
    const rows = await screen.findAllByTestId('notification', undefined, { timeout: 5000 });
    expect(rows.map((r) => [r.getAttribute('href'), r.dataset.read])).toEqual([
      ['/post/1', 'false'],
      ['/post/2', 'true'],
    ]);
    expect(rows[0]).toHaveTextContent('Non lue');
    expect(rows[0]).toHaveTextContent('Belle marée ce matin');
    expect(rows[1]).not.toHaveTextContent('Non lue');
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/notifications/read-all'));
    // Still shown as they were when the screen opened.
    expect(screen.getAllByTestId('notification')[0]!.dataset.read).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')[0]!.dataset.read).toBe('true'));
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toHaveProperty('disabled', true);
  });

  it('shows the town hall’s mark on an announcement, never a « ? » avatar', async () => {
    const announcement: Notification = {
      ...notification(1, true),
      type: 'official_announcement',
      actor: null,
      text: 'Nouvelle annonce officielle de la mairie',
      content: 'Alerte : Tempête',
      link: '/annonces/1?source=notification',
    };
    mockApi({ 'GET /api/notifications': () => json({ notifications: [announcement], nextCursor: null }) });
    renderWithProviders(<NotificationsPage />, { user: resident() });
    const [row] = await screen.findAllByTestId('notification', undefined, { timeout: 5000 });
    expect(within(row!).getByTestId('town-hall-mark')).toBeInTheDocument();
    expect(within(row!).queryByText('?')).not.toBeInTheDocument();
  });

  it("says 'Aucune notification' when there are none", async () => {
    mockApi({ 'GET /api/notifications': () => json({ notifications: [], nextCursor: null }) });
    renderWithProviders(<NotificationsPage />, { user: resident() });
    expect(await screen.findByText('Aucune notification', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
