import type { NeighbourReport } from '@portmarin/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ReportCard } from './report-card';

afterEach(() => vi.unstubAllGlobals());

const report = (overrides: Partial<NeighbourReport> = {}): NeighbourReport => ({
  id: '0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f',
  type: 'nuisances',
  title: 'Musique forte après minuit',
  content: 'Tous les samedis',
  locationText: 'Boulevard de la Plage',
  latitude: null,
  longitude: null,
  imageUrl: null,
  imageAlt: null,
  status: 'en_cours',
  statusNote: 'La police municipale passera samedi.',
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  updatedAt: new Date().toISOString(),
  resolvedAt: null,
  followersCount: 3,
  commentsCount: 2,
  following: false,
  mine: false,
  canReopen: false,
  anonymous: true,
  author: null,
  ...overrides,
});

describe('ReportCard', () => {
  it('shows the spec fields: title, place, text, anonymous author, time, likes, comments, icon, status', () => {
    mockApi({});
    renderWithProviders(<ReportCard report={report()} />, { user: resident() });
    expect(screen.getByRole('heading', { name: 'Musique forte après minuit' })).toBeInTheDocument();
    expect(screen.getByText('Boulevard de la Plage')).toBeInTheDocument();
    expect(screen.getByText('Tous les samedis')).toBeInTheDocument();
    expect(screen.getByText('Signalement anonyme')).toBeInTheDocument();
    expect(screen.getByText('il y a environ 3 heures')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Moi aussi/ })).toHaveTextContent('3');
    expect(screen.getByText('2 commentaires')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nuisances' })).toBeInTheDocument();
    expect(screen.getByText('En cours')).toBeInTheDocument();
    expect(screen.getByText('La police municipale passera samedi.')).toBeInTheDocument();
  });

  it('tells the reporter it is theirs (no "Moi aussi") and moderators who filed it', () => {
    mockApi({});
    const { unmount } = renderWithProviders(<ReportCard report={report({ mine: true })} />, { user: resident() });
    expect(screen.getByText('Votre signalement (anonyme)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Moi aussi/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ReportCard
        report={report({
          anonymous: false,
          author: { id: 'u1', name: 'Marie Le Goff', username: 'marie.legoff', image: null },
        })}
      />,
      { user: resident() },
    );
    expect(screen.getByText('Signalé par Marie Le Goff')).toBeInTheDocument();
  });

  it('takes the h2 level on its own page, with its sections one level under', async () => {
    const r = report();
    mockApi({
      [`GET /api/neighbour-reports/${r.id}`]: () => json({ ...r, history: [] }),
      [`GET /api/civic-comments/neighbour_report/${r.id}`]: () =>
        json({ comments: [], nextCursor: null, total: 0, open: true }),
    });
    renderWithProviders(<ReportCard report={r} defaultExpanded titleLevel="h2" />, { user: resident() });
    expect(screen.getByRole('heading', { level: 2, name: 'Musique forte après minuit' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Historique' })).toBeInTheDocument();
  });

  it('reads the reporter’s description of the photo as its text alternative (RGAA 1.3)', () => {
    mockApi({});
    const imageAlt = 'Sacs de gravats déposés au pied du conteneur à verre';
    renderWithProviders(<ReportCard report={report({ imageUrl: '/uploads/r.webp', imageAlt })} />, {
      user: resident(),
    });
    expect(screen.getByRole('img', { name: imageAlt })).toHaveAttribute('src', '/uploads/r.webp');
  });

  it("shows 'Inconnu' for a status it does not know", () => {
    mockApi({});
    renderWithProviders(<ReportCard report={report({ status: 'archive', statusNote: null })} />);
    expect(screen.getByText('Inconnu')).toBeInTheDocument();
  });
});
