import type { BusinessPage } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost, resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { makeBusinessPage } from '../test/fixtures';
import { BusinessPageDetail } from './business-page-detail';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const ID = '22222222-2222-4222-8222-222222222222';
const PAGE = `GET /api/business-pages/${ID}`;

function serve(page: BusinessPage, extra: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}) {
  return mockApi({
    [PAGE]: () => json(page),
    [`GET /api/business-pages/${ID}/posts`]: () =>
      json({ posts: [makePost({ content: 'La terrasse est ouverte !' })], nextCursor: null }),
    [`GET /api/business-pages/${ID}/photos`]: () =>
      json({ photos: [{ postId: 'p1', url: '/uploads/a.webp', thumbnailUrl: '/uploads/a-thumb.webp' }] }),
    [`GET /api/business-pages/${ID}/reviews`]: () =>
      json({
        reviews: [],
        nextCursor: null,
        summary: { rating: null, reviewsCount: 0 },
        mine: null,
        isOwner: false,
      }),
    ...extra,
  });
}

const render = (user: ReturnType<typeof resident> | null, routes = {}) =>
  renderWithProviders(<BusinessPageDetail />, { user, path: `/business/${ID}`, route: '/business/:id', routes });

describe('BusinessPageDetail', () => {
  it('shows the page, its posts and its buttons to a resident (no edit, no composer)', async () => {
    serve(makeBusinessPage({ followersCount: 1 }));
    render(resident());
    expect(await screen.findByRole('heading', { level: 1, name: 'Café du Port' })).toBeInTheDocument();
    expect(screen.getByTestId('page-followers').textContent).toBe('1 abonné');
    expect(screen.getByRole('button', { name: "S'abonner" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer un message' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier les informations' })).not.toBeInTheDocument();
    expect(screen.queryByText('Quoi de neuf, page ?')).not.toBeInTheDocument();
    expect(await screen.findByText('La terrasse est ouverte !')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Publications', 'À propos', 'Photos']);
  });

  it('gives the owner the composer and the edit button, not the message button', async () => {
    serve(makeBusinessPage({ isOwner: true, canEdit: true }));
    render({ ...resident(), id: 'owner-1' });
    expect(await screen.findByRole('button', { name: 'Modifier les informations' })).toBeInTheDocument();
    expect(screen.getByText('Quoi de neuf, page ?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer un message' })).not.toBeInTheDocument();
  });

  it('gives an admin the edit button and saves the information', async () => {
    const calls = serve(makeBusinessPage({ canEdit: true }), {
      [`PATCH /api/business-pages/${ID}`]: () => json(makeBusinessPage({ canEdit: true, address: '1 quai Est' })),
    });
    render(resident('admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier les informations' }));
    const dialog = await screen.findByRole('dialog');
    const address = within(dialog).getByLabelText('Adresse') as HTMLInputElement;
    expect(address).toHaveValue('3 quai des Pêcheurs');
    fireEvent.change(address, { target: { value: ' 1 quai Est ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.key.startsWith('PATCH'))?.body).toMatchObject({ address: '1 quai Est' });
  });

  it('follows: the count goes from 0 to 1', async () => {
    serve(makeBusinessPage(), {
      [`POST /api/business-pages/${ID}/follow`]: () => json({ following: true, followersCount: 1 }),
    });
    render(resident());
    fireEvent.click(await screen.findByRole('button', { name: "S'abonner" }));
    expect(await screen.findByRole('button', { name: 'Abonné·e' })).toBeInTheDocument();
    expect(screen.getByTestId('page-followers').textContent).toBe('1 abonné');
  });

  it('sends visitors to /auth to follow or to write', async () => {
    serve(makeBusinessPage());
    render(null);
    fireEvent.click(await screen.findByRole('button', { name: "S'abonner" }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('opens the conversation with the page, not the owner’s personal thread', async () => {
    const page = makeBusinessPage();
    const calls = serve(page, {
      [`POST /api/business-pages/${page.id}/conversation`]: () =>
        json({ conversation: { id: 'c1', participants: [], lastMessage: null, unreadCount: 0 } }),
    });
    render(resident(), { '/conversation/:id': <h1>Conversation</h1> });
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer un message' }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(`POST /api/business-pages/${page.id}/conversation`);
    expect(calls.map((c) => c.key)).not.toContain('POST /api/conversations');
  });

  it('shows the contact links in À propos and the 6-slot photo grid', async () => {
    serve(makeBusinessPage());
    render(resident());
    // Radix tabs switch on mouse down.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'À propos' }));
    expect(screen.getByRole('link', { name: /02 97 11 22 33/ })).toHaveAttribute('href', 'tel:0297112233');
    expect(screen.getByRole('link', { name: /bonjour@cafe\.fr/ })).toHaveAttribute('href', 'mailto:bonjour@cafe.fr');
    const site = screen.getByRole('link', { name: /www\.cafe\.fr/ });
    expect(site).toHaveAttribute('href', 'https://www.cafe.fr');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /3 quai des Pêcheurs/ })).toHaveAttribute(
      'href',
      expect.stringContaining('search'),
    );
    // The page's reviews (the shared panel).
    expect(await screen.findByRole('heading', { name: 'Avis' })).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Photos' }));
    expect(await screen.findByRole('link', { name: 'Voir la publication de la photo 1' })).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-slot')).toHaveLength(5);
  });

  it('says when the page does not exist', async () => {
    mockApi({ [PAGE]: () => json({ error: { code: 'BUSINESS_PAGE_NOT_FOUND', message: 'Absente' } }, 404) });
    render(resident());
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});
