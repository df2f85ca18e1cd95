import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resident } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SuspensionBanner } from './suspension-banner';

describe('SuspensionBanner', () => {
  it('says until when the account is suspended and what that means', () => {
    const until = new Date(Date.now() + 3 * 86_400_000);
    until.setMinutes(30, 0, 0);
    renderWithProviders(<SuspensionBanner />, { user: { ...resident(), suspendedUntil: until.toISOString() } });
    const banner = screen.getByRole('complementary', { name: 'Compte suspendu' });
    expect(banner).toHaveTextContent(/Votre compte est suspendu jusqu’au \d{1,2} \p{L}+ \d{4} à \d{2}:30\./u);
    expect(banner).toHaveTextContent(
      'vous pouvez lire et signaler un contenu, mais ni publier, ni commenter, ni aimer, ni suivre',
    );
    expect(screen.getByRole('link', { name: 'Contacter la modération' })).toHaveAttribute('href', '/moderation');
  });

  it('is absent for a resident in good standing, a visitor, or once the suspension is over', () => {
    const { unmount } = renderWithProviders(<SuspensionBanner />, { user: { ...resident(), suspendedUntil: null } });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    const view = renderWithProviders(<SuspensionBanner />, { user: null });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    view.unmount();
    renderWithProviders(<SuspensionBanner />, {
      user: { ...resident(), suspendedUntil: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
