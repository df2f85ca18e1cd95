import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PushSwitch } from './push-switch';

describe('PushSwitch', () => {
  it('is off and disabled with an explanation when the browser cannot receive push', async () => {
    renderWithProviders(<PushSwitch userId="user-1" />);
    // jsdom has no PushManager (and tests are not a production build).
    expect(
      await screen.findByText('Votre navigateur ne permet pas de recevoir des notifications push.'),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Notifications push' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
  });
});
