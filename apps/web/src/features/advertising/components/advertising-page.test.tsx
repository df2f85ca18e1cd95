import type { AdRequest, MyAdvertising } from '@portmarin/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { AdvertisingPage } from './advertising-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const PAGE_ID = '11111111-1111-4111-8111-111111111111';

const mine = (overrides: Partial<MyAdvertising> = {}): MyAdvertising => ({
  pages: [
    {
      id: PAGE_ID,
      name: 'Crêperie du Port',
      followersCount: 12,
      viewsCount: 340,
      postsCount: 3,
      likesCount: 27,
      commentsCount: 5,
      badges: [],
      posts: [],
    },
  ],
  requests: [],
  ...overrides,
});

const sent = (body: object): AdRequest => ({
  id: '22222222-2222-4222-8222-222222222222',
  page: { id: PAGE_ID, name: 'Crêperie du Port' },
  requestedBy: null,
  objective: null,
  dailyBudgetCents: null,
  durationDays: null,
  geoTarget: null,
  boostOffer: null,
  post: null,
  autoBoost: false,
  badge: null,
  message: null,
  totalCents: 0,
  status: 'pending',
  decisionNote: null,
  decidedAt: null,
  createdAt: new Date().toISOString(),
  kind: 'campaign',
  ...body,
});

describe('AdvertisingPage', () => {
  it('tells a resident without a business page how to create one', async () => {
    mockApi({ 'GET /api/advertising/me': () => json(mine({ pages: [] })) });
    renderWithProviders(<AdvertisingPage />, { user: resident() });
    const link = await screen.findByRole('link', { name: 'Créer ma page professionnelle' });
    expect(link).toHaveAttribute('href', '/business');
    expect(screen.getByText(/la mairie vous contacte pour convenir du règlement/)).toBeInTheDocument();
  });

  it('estimates the total, refuses a budget under 2 €, then sends the campaign', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/advertising/me': () => json(mine()),
      'POST /api/advertising/requests': (init) => {
        const body = JSON.parse(String(init.body)) as object;
        bodies.push(body);
        return json(sent(body), 201);
      },
    });
    renderWithProviders(<AdvertisingPage />, { user: resident() });
    const budget = await screen.findByLabelText('Budget quotidien (€)');
    expect(screen.getByLabelText('Zone de diffusion')).toHaveValue('Port-Marin et ses environs');
    fireEvent.change(budget, { target: { value: '2,5' } });
    fireEvent.change(screen.getByLabelText('Durée (jours)'), { target: { value: '4' } });
    expect(screen.getByText(/Total estimé/).textContent?.replace(/\s/g, ' ')).toContain('10 €');

    fireEvent.change(budget, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Le budget quotidien minimum est de 2 € par jour.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /Trafic/ }));
    fireEvent.change(budget, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Demande envoyée', expect.anything()));
    expect(bodies).toEqual([
      {
        kind: 'campaign',
        pageId: PAGE_ID,
        objective: 'trafic',
        dailyBudgetCents: 300,
        durationDays: 4,
        geoTarget: 'Port-Marin et ses environs',
      },
    ]);
  });

  it('shows the page’s real figures under Analytics', async () => {
    mockApi({ 'GET /api/advertising/me': () => json(mine()) });
    renderWithProviders(<AdvertisingPage />, { user: resident() });
    const tab = await screen.findByRole('tab', { name: 'Analytics' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(await screen.findByText('340')).toBeInTheDocument();
    expect(screen.getByText('Vues de la page')).toBeInTheDocument();
    expect(screen.getByText('27')).toBeInTheDocument();
  });
});
