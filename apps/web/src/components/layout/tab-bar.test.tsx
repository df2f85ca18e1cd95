import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { TabBar, isTabActive } from './tab-bar';

afterEach(() => vi.unstubAllGlobals());

describe('TabBar', () => {
  it('shows the five tabs of the spec with their paths', () => {
    renderWithProviders(<TabBar pathname="/feed" />, { user: resident() });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Accueil', '/feed'],
      ['Messages', '/messenger'],
      ['Notifs', '/notifications'],
      ['Profil', '/profile'],
      ['Plus', '/menu'],
    ]);
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Plus' })).not.toHaveAttribute('aria-current');
  });

  it('leads a visitor’s Accueil to their home, highlighted there and on the feed', () => {
    const { unmount } = renderWithProviders(<TabBar pathname="/" />);
    const home = screen.getByRole('link', { name: 'Accueil' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('aria-current', 'page');
    unmount();
    renderWithProviders(<TabBar pathname="/feed" />);
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    // `/` is no prefix of every path.
    expect(isTabActive('/events', { to: '/', also: ['/feed'] })).toBe(false);
  });

  it('highlights Messages on its second path and inside a conversation', () => {
    const messages = { to: '/messenger', also: ['/messages', '/conversation'] };
    expect(isTabActive('/messages', messages)).toBe(true);
    expect(isTabActive('/conversation/42', messages)).toBe(true);
    expect(isTabActive('/messengerx', messages)).toBe(false);
    expect(isTabActive('/profile/marie', { to: '/profile', also: [] })).toBe(true);
  });

  it('shows the number of unread conversations on Messages, read out with its name', async () => {
    mockApi({ 'GET /api/messages/unread': () => json({ conversations: 3 }) });
    renderWithProviders(<TabBar pathname="/feed" />, { user: resident() });
    const link = await screen.findByRole('link', { name: 'Messages : 3 conversations non lues' }, { timeout: 5000 });
    expect(within(link).getByTestId('messages-badge')).toHaveTextContent(/^3$/);
  });
});
