import type { TownConfig, Webcam } from '@portmarin/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOWN } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { WebcamsPage } from './webcams-page';

const camera = (id: string, name: string, category: Webcam['category']): Webcam => ({
  id,
  name,
  description: `Vue de ${name}`,
  category,
  location: 'Port-Marin',
  imageUrl: `https://cam.example/${id}.jpg`,
  pageUrl: `https://cam.example/${id}`,
});

const town = {
  ...TOWN,
  webcamProvider: { name: 'Skaping', url: 'https://cam.example' },
  webcams: [
    camera('port', 'Le port', 'port'),
    camera('plage', 'La Grande Plage', 'plages'),
    camera('office', 'Office de Tourisme', 'office'),
    camera('phare', 'Le phare', 'sites'),
  ],
} as TownConfig;

// Role queries walk the accessibility tree: kept to the tab panel, they stay quick on a loaded machine.
const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const stamps = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('img', { name: /^Image en direct/ })
    .map((img) => new URL(img.getAttribute('src')!).searchParams.get('t'));

afterEach(() => vi.useRealTimers());

// A first render on a loaded machine (the CI shares its CPUs) outlasts the default 5 s.
describe('WebcamsPage', { timeout: 20_000 }, () => {
  it('shows the four cameras and filters them by tab', () => {
    renderWithProviders(<WebcamsPage />, { town });
    expect(screen.getByRole('tab', { name: 'Toutes' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Le port', 'La Grande Plage', 'Office de Tourisme', 'Le phare']);

    // Radix tabs switch on mouse down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Plages' }));
    expect(cardNames()).toEqual(['La Grande Plage']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sites' }));
    expect(cardNames()).toEqual(['Le phare']);
  });

  it('reloads every image with a new timestamp and shows the update time on Actualiser', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 5));
    renderWithProviders(<WebcamsPage />, { town });
    expect(screen.getByRole('status').textContent).toBe('Dernière mise à jour : 09:05');
    const before = stamps();
    expect(new Set(before)).toEqual(new Set([String(new Date(2026, 10, 27, 9, 5).getTime())]));

    vi.setSystemTime(new Date(2026, 10, 27, 10, 42));
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(screen.getByRole('status').textContent).toBe('Dernière mise à jour : 10:42');
    expect(new Set(stamps())).toEqual(new Set([String(new Date(2026, 10, 27, 10, 42).getTime())]));
  });

  it('describes the provider and its resolutions, and links to La mer', () => {
    renderWithProviders(<WebcamsPage />, { town });
    const info = screen.getByRole('region', { name: 'À propos des webcams' });
    expect(within(info).getByText(/diffusées en direct par Skaping/)).toBeInTheDocument();
    for (const resolution of ['2160p', '1080p', '720p', '480p'])
      expect(within(info).getByText(resolution)).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Site de Skaping (nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://cam.example',
    );
    expect(within(info).getByRole('link', { name: 'La mer' })).toHaveAttribute('href', '/sea');
  });
});
