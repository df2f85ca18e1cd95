import type { TownConfig, Webcam } from '@portmarin/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOWN } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { WEBCAM_PLACEHOLDER, WebcamCard } from './webcam-card';

const PORT: Webcam = {
  id: 'port',
  name: 'Le port de plaisance',
  description: 'Les pontons et l’entrée du port.',
  category: 'port',
  location: 'Quai des Pêcheurs',
  imageUrl: 'https://cam.example/port.jpg?size=1080p',
  pageUrl: 'https://cam.example/port',
};

const town = {
  ...TOWN,
  webcamProvider: { name: 'Skaping', url: 'https://cam.example' },
  webcams: [PORT],
} as TownConfig;

/** The card under a page's 'Actualiser': 1000, then 2000. */
function Refreshing() {
  const [at, setAt] = useState(1000);
  return (
    <>
      <button type="button" onClick={() => setAt(2000)}>
        Actualiser
      </button>
      <WebcamCard webcam={PORT} refreshedAt={at} />
    </>
  );
}

afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
});

// A first render on a loaded machine (the CI shares its CPUs) outlasts the default 5 s.
describe('WebcamCard', { timeout: 20_000 }, () => {
  it('shows the camera, live, with a cache-busted image and the provider’s page in a new tab', () => {
    renderWithProviders(<WebcamCard webcam={PORT} refreshedAt={1000} />, { town });
    expect(screen.getByRole('heading', { level: 3, name: 'Le port de plaisance' })).toBeInTheDocument();
    expect(screen.getByText('Port')).toBeInTheDocument();
    expect(screen.getByText('Quai des Pêcheurs')).toBeInTheDocument();
    expect(screen.getByText('En ligne')).toBeInTheDocument();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Image en direct : Le port de plaisance' });
    expect(image).toHaveAttribute('src', 'https://cam.example/port.jpg?size=1080p&t=1000');
    const link = screen.getByRole('link', { name: 'Voir sur Skaping : Le port de plaisance (nouvel onglet)' });
    expect(link.textContent).toBe('Voir sur Skaping');
    expect(link).toHaveAttribute('href', 'https://cam.example/port');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back to the placeholder and says Hors ligne when the image fails, until the next refresh', () => {
    renderWithProviders(<Refreshing />, { town });
    fireEvent.error(screen.getByRole('img', { name: 'Image en direct : Le port de plaisance' }));

    const placeholder = screen.getByRole('img', { name: 'Image indisponible : Le port de plaisance' });
    expect(placeholder).toHaveAttribute('src', WEBCAM_PLACEHOLDER);
    expect(screen.getByText('Hors ligne')).toBeInTheDocument();
    expect(screen.queryByText('En ligne')).not.toBeInTheDocument();
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();

    // 'Actualiser' tries the camera again.
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(screen.getByRole('img', { name: 'Image en direct : Le port de plaisance' })).toHaveAttribute(
      'src',
      'https://cam.example/port.jpg?size=1080p&t=2000',
    );
    expect(screen.getByText('En ligne')).toBeInTheDocument();
  });

  it('offers Plein écran only where the Fullscreen API exists, on the image’s frame', () => {
    const { unmount } = renderWithProviders(<WebcamCard webcam={PORT} refreshedAt={1000} />, { town });
    expect(screen.queryByRole('button', { name: /Plein écran/ })).not.toBeInTheDocument();
    unmount();

    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'requestFullscreen', { value: request, configurable: true });
    renderWithProviders(<WebcamCard webcam={PORT} refreshedAt={1000} />, { town });
    fireEvent.click(screen.getByRole('button', { name: 'Plein écran : Le port de plaisance' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toContain(screen.getByRole('img', { name: /Image en direct/ }));
  });
});
