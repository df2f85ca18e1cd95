import type { Sponsor } from '@portmarin/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { SponsorsPage } from './sponsors-page';

afterEach(() => vi.unstubAllGlobals());

const sponsor = (overrides: Partial<Sponsor> = {}): Sponsor => ({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Chantier naval du Ponant',
  description: 'Construction et entretien de bateaux.',
  imageUrl: null,
  websiteUrl: 'https://chantier.example.fr',
  position: 0,
  active: true,
  ...overrides,
});

describe('SponsorsPage', () => {
  it('lists the sponsors with their website in a new tab', async () => {
    mockApi({ 'GET /api/sponsors': () => json({ sponsors: [sponsor()] }) });
    renderWithProviders(<SponsorsPage />);
    expect(await screen.findByRole('heading', { name: 'Chantier naval du Ponant' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Visiter le site de Chantier naval du Ponant/ });
    expect(link).toHaveAttribute('href', 'https://chantier.example.fr');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('link', { name: 'Gérer les sponsors' })).not.toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    mockApi({ 'GET /api/sponsors': () => json({ sponsors: [] }) });
    renderWithProviders(<SponsorsPage />);
    expect(await screen.findByText('Aucun sponsor pour le moment.')).toBeInTheDocument();
  });
});
