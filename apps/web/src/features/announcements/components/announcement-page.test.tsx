import type { Announcement, SessionUser } from '@portmarin/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { AnnouncementPage } from './announcement-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '5d9f3a8e-1c2b-4d5e-8f90-123456789abc';

const ALERT: Announcement = {
  id: ID,
  publisher: 'Mairie de Port-Marin',
  category: 'Alerte',
  title: 'Vigilance orange : tempête',
  text: 'Rentrez les objets des balcons.',
  location: 'Front de mer',
  imageUrl: null,
  startsAt: '2026-11-28T07:00:00.000Z',
  endsAt: '2026-11-29T07:00:00.000Z',
  startsAtLocal: '2026-11-28T08:00',
  endsAtLocal: '2026-11-29T08:00',
  status: 'current',
  pinned: true,
  createdAt: '2026-11-28T07:00:00.000Z',
  updatedAt: '2026-11-28T07:00:00.000Z',
  canEdit: false,
  reach: null,
};

const render = (path: string, user: SessionUser | null) =>
  renderWithProviders(<AnnouncementPage />, { path, route: '/annonces/:id', user });

describe('AnnouncementPage', () => {
  it('shows the town hall’s announcement marked « Officiel » with its category', async () => {
    mockApi({ [`GET /api/announcements/${ID}`]: () => json(ALERT) });
    render(`/annonces/${ID}`, null);
    expect(await screen.findByRole('heading', { level: 1, name: ALERT.title })).toBeInTheDocument();
    expect(screen.getByText('Officiel')).toBeInTheDocument();
    expect(screen.getByText('Alerte')).toBeInTheDocument();
    expect(screen.getByText('Mairie de Port-Marin')).toBeInTheDocument();
  });

  it('counts a signed-in resident’s open with where they came from', async () => {
    const calls = mockApi({
      [`GET /api/announcements/${ID}`]: () => json(ALERT),
      [`POST /api/announcements/${ID}/opens`]: () => json(undefined, 204),
    });
    render(`/annonces/${ID}?source=push`, resident());
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ key: `POST /api/announcements/${ID}/opens`, body: { source: 'push' } }),
    );
  });

  it('counts an unknown source as a link, and nothing for a visitor', async () => {
    const calls = mockApi({
      [`GET /api/announcements/${ID}`]: () => json(ALERT),
      [`POST /api/announcements/${ID}/opens`]: () => json(undefined, 204),
    });
    render(`/annonces/${ID}?source=pigeon`, resident());
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ key: `POST /api/announcements/${ID}/opens`, body: { source: 'link' } }),
    );

    const visitorCalls = mockApi({ [`GET /api/announcements/${ID}`]: () => json(ALERT) });
    render(`/annonces/${ID}?source=push`, null);
    expect(await screen.findAllByRole('heading', { level: 1, name: ALERT.title })).not.toHaveLength(0);
    expect(visitorCalls.map((c) => c.key)).toEqual([`GET /api/announcements/${ID}`]);
  });

  it('shows the mairie its figures and its actions', async () => {
    mockApi({
      [`GET /api/announcements/${ID}`]: () =>
        json({
          ...ALERT,
          canEdit: true,
          reach: { sentAt: ALERT.createdAt, devices: 1250, failed: 3, opened: 410, openedFromPush: 300 },
        }),
      [`POST /api/announcements/${ID}/opens`]: () => json(undefined, 204),
    });
    render(`/annonces/${ID}`, resident('mairie'));
    const reach = await screen.findByRole('region', { name: 'Diffusion' });
    expect(reach).toHaveTextContent('Appareils notifiés1 250');
    expect(reach).toHaveTextContent('Envois en échec3');
    expect(reach).toHaveTextContent('Habitants qui l’ont ouverte410');
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeInTheDocument();
  });
});
