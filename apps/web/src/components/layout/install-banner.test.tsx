import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BeforeInstallPromptEvent, InstallOffer } from '@/lib/install-prompt';
import { renderWithProviders } from '@/test/render';
import { InstallBanner } from './install-banner';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMocks }));

function offer(outcome: 'accepted' | 'dismissed' = 'accepted'): InstallOffer {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as BeforeInstallPromptEvent;
  return { event, offeredAt: Date.now() };
}

function renderBanner(value: InstallOffer, onClose = vi.fn()) {
  renderWithProviders(<InstallBanner offer={value} onClose={onClose} />);
}

const banner = () => screen.queryByRole('region', { name: 'Installer PortMarin' });

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  toastMocks.success.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('InstallBanner', () => {
  it('appears 3000 ms after the browser offer', () => {
    renderBanner(offer());
    act(() => vi.advanceTimersByTime(2999));
    expect(banner()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
  });

  it('hides for the session on "Plus tard" and on the close button', () => {
    const onClose = vi.fn();
    renderBanner(offer(), onClose);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(banner()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('installPromptDismissed')).not.toBeNull();

    sessionStorage.clear();
    const onCloseAgain = vi.fn();
    renderBanner(offer(), onCloseAgain);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(banner()).not.toBeInTheDocument();
    expect(onCloseAgain).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('installPromptDismissed')).not.toBeNull();
  });

  it('never shows when dismissed earlier in this session', () => {
    sessionStorage.setItem('installPromptDismissed', 'true');
    renderBanner(offer());
    act(() => vi.advanceTimersByTime(10_000));
    expect(banner()).not.toBeInTheDocument();
  });

  it('"Installer" opens the browser prompt; on acceptance the toast shows and the banner closes', async () => {
    const value = offer('accepted');
    const onClose = vi.fn();
    renderBanner(value, onClose);
    act(() => vi.advanceTimersByTime(3000));
    // The click starts the browser's prompt, whose answer updates the banner after it: settled inside act.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- see above
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Installer' }));
    });
    expect(value.event.prompt).toHaveBeenCalledTimes(1);
    expect(toastMocks.success).toHaveBeenCalledWith('Installation réussie !', {
      description: "PortMarin a été ajouté à votre écran d'accueil",
    });
    expect(banner()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('closes without the toast when the browser prompt is refused', async () => {
    renderBanner(offer('dismissed'));
    act(() => vi.advanceTimersByTime(3000));
    // The click starts the browser's prompt, whose answer updates the banner after it: settled inside act.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- see above
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Installer' }));
    });
    expect(toastMocks.success).not.toHaveBeenCalled();
    expect(banner()).not.toBeInTheDocument();
  });
});
