import type { NeighbourReport, NeighbourReportDetail } from '@portmarin/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ReportForm } from './report-form';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const report = (overrides: Partial<NeighbourReport> = {}): NeighbourReportDetail => ({
  id: '0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f',
  type: 'eclairage',
  title: 'Éclairage public',
  content: 'Lampadaire éteint',
  locationText: 'Quai des Pêcheurs',
  latitude: null,
  longitude: null,
  imageUrl: null,
  imageAlt: null,
  status: 'nouveau',
  statusNote: null,
  createdAt: '2025-05-16T10:00:00.000Z',
  updatedAt: '2025-05-16T10:00:00.000Z',
  resolvedAt: null,
  followersCount: 2,
  commentsCount: 0,
  following: false,
  mine: false,
  canReopen: false,
  anonymous: true,
  author: null,
  history: [],
  ...overrides,
});

describe('ReportForm', () => {
  it('keeps the send button off for blank text, sends, shows the spec toast and clears the field', async () => {
    const calls = mockApi({ 'POST /api/neighbour-reports': () => json(report({ mine: true }), 201) });
    renderWithProviders(<ReportForm />, { user: resident() });
    const send = screen.getByRole('button', { name: 'Envoyer le signalement' }) as HTMLButtonElement;
    expect(send).toBeDisabled();
    const text = screen.getByLabelText("Décrivez l'incivilité ou le problème") as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type de signalement'), { target: { value: 'eclairage' } });
    fireEvent.change(text, { target: { value: ' Lampadaire éteint ' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Signalement envoyé', {
        description: 'Votre signalement a été transmis aux services compétents.',
      }),
    );
    expect(text).toHaveValue('');
    expect(calls.at(-1)).toEqual({
      key: 'POST /api/neighbour-reports',
      body: {
        type: 'eclairage',
        content: 'Lampadaire éteint',
        title: null,
        locationText: null,
        latitude: null,
        longitude: null,
        anonymous: true,
        uploadId: null,
      },
    });
  });

  it('lets the resident choose to file anonymously or with their name, saying who will see it', async () => {
    const calls = mockApi({ 'POST /api/neighbour-reports': () => json(report({ mine: true }), 201) });
    renderWithProviders(<ReportForm />, { user: resident() });
    const anonymously = screen.getByRole('radio', { name: 'Anonymement' });
    const named = screen.getByRole('radio', { name: 'Avec mon nom' });
    expect(anonymously).toBeChecked();
    expect(anonymously).toHaveAccessibleDescription(/ni les modérateurs, ni les services municipaux/);
    expect(named).toHaveAccessibleDescription(/Les modérateurs et les services municipaux verront votre nom/);
    expect(
      screen.queryByText('Les signalements sont transmis de manière anonyme aux services municipaux.'),
    ).not.toBeInTheDocument();
    fireEvent.click(named);
    fireEvent.change(screen.getByLabelText("Décrivez l'incivilité ou le problème"), {
      target: { value: 'Voiture ventouse' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ anonymous: false }));
    // The choice stays for the next report.
    expect(screen.getByRole('radio', { name: 'Avec mon nom' })).toBeChecked();
  });

  it('suggests similar open reports once a place is typed, with "Moi aussi"', async () => {
    mockApi({
      'GET /api/neighbour-reports/similar?type=stationnement&locationText=Quai+des+P%C3%AAcheurs': () =>
        json({ reports: [report({ type: 'stationnement', title: 'Camion sur le quai' })] }),
    });
    renderWithProviders(<ReportForm />, { user: resident() });
    fireEvent.change(screen.getByLabelText('Adresse ou repère'), { target: { value: 'Quai des Pêcheurs' } });
    expect(await screen.findByRole('heading', { name: 'Signalements similaires à proximité' })).toBeInTheDocument();
    expect(screen.getByText('Camion sur le quai')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Moi aussi/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks visitors to sign in', () => {
    mockApi({});
    renderWithProviders(<ReportForm />);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer le signalement' })).not.toBeInTheDocument();
  });
});
