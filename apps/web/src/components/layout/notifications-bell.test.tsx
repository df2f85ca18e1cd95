import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '@/lib/unread';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { NotificationsBell, notificationsLabel } from './notifications-bell';

afterEach(() => vi.unstubAllGlobals());

describe('notificationsLabel', () => {
  it('says how many are unread, in French, capped at 99+', () => {
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(1)).toBe('Notifications, 1 non lue');
    expect(notificationsLabel(7)).toBe('Notifications, 7 non lues');
    expect(notificationsLabel(250)).toBe('Notifications, 99+ non lues');
  });
});

describe('NotificationsBell', () => {
  it('shows the real unread count for a resident', async () => {
    const calls = mockApi({ 'GET /api/notifications/unread-count': () => json({ count: 4 }) });
    renderWithProviders(<NotificationsBell />, { user: resident() });
    const link = await screen.findByRole('link', { name: 'Notifications, 4 non lues' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notifications-badge').textContent).toBe('4');
    expect(calls.map((c) => c.key)).toEqual(['GET /api/notifications/unread-count']);
  });

  it('hides the badge at 0 and caps it at 99+', async () => {
    const calls = mockApi({ 'GET /api/notifications/unread-count': () => json({ count: 0 }) });
    const { client } = renderWithProviders(<NotificationsBell />, { user: resident() });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    client.setQueryData(notificationKeys.unreadCount, { count: 120 });
    expect((await screen.findByTestId('notifications-badge')).textContent).toBe('99+');
  });

  it('asks nothing for a visitor', () => {
    const calls = mockApi({});
    renderWithProviders(<NotificationsBell />);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
