import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabBar, isTabActive } from './tab-bar';

describe('TabBar', () => {
  it('shows the five tabs of the spec with their paths', () => {
    render(
      <MemoryRouter>
        <TabBar pathname="/feed" />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Accueil', '/feed'],
      ['Messages', '/messenger'],
      ['Notifs', '/notifications'],
      ['Profil', '/profile'],
      ['Plus', '/menu'],
    ]);
    expect(screen.getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Plus' }).getAttribute('aria-current')).toBeNull();
  });

  it('highlights Messages on its second path and inside a conversation', () => {
    const messages = { to: '/messenger', also: ['/messages', '/conversation'] };
    expect(isTabActive('/messages', messages)).toBe(true);
    expect(isTabActive('/conversation/42', messages)).toBe(true);
    expect(isTabActive('/messengerx', messages)).toBe(false);
    expect(isTabActive('/profile/marie', { to: '/profile', also: [] })).toBe(true);
  });
});
