import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PROMOTIONS } from '../test/sample-promotions';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { PromotionCards } from './promotion-cards';

afterEach(() => vi.unstubAllGlobals());

describe('PromotionCards', () => {
  it('shows a loading state, then the five cards in the order received', async () => {
    mockApi({ 'GET /api/promotions': () => json({ promotions: SAMPLE_PROMOTIONS }) });
    renderWithProviders(<PromotionCards />);
    expect(screen.getByRole('status').textContent).toBe('Chargement des annonces de la commune…');
    expect(await screen.findByRole('region', { name: 'Annonces de la commune' })).toBeInTheDocument();
    // The first card comes at once, the others one per task.
    await vi.waitFor(
      () =>
        expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-promotion-kind'))).toEqual([
          'restaurant',
          'official_notice',
          'candidate',
          'sponsored_business',
          'partners',
        ]),
      // Generous: each card waits for a task, and a loaded CI machine spaces tasks out.
      { timeout: 10_000 },
    );
  });

  it('on error shows only a short French message', async () => {
    mockApi({
      'GET /api/promotions': () => json({ error: { code: 'INTERNAL_ERROR', message: 'Erreur' } }, 500),
    });
    renderWithProviders(<PromotionCards />);
    expect(
      await screen.findByText('Les annonces de la commune ne sont pas disponibles pour le moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('renders nothing when no card is visible', async () => {
    const calls = mockApi({ 'GET /api/promotions': () => json({ promotions: [] }) });
    const { container } = renderWithProviders(<PromotionCards />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
