import type { TownEvent } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { EventsPage } from './events-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => {
  // Radix's Switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const ME = resident();

/** An event's card: the article holding the link to its page. */
async function card(title: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: title });
  return screen.getAllByRole('article').find((article) => article.contains(link))!;
}

const event = (overrides: Partial<TownEvent> = {}): TownEvent => ({
  id: '0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f',
  title: 'Fest-noz sur le port',
  description: 'Crêpes et cidre',
  startsAt: '2030-07-14T18:30:00.000Z',
  date: '2030-07-14',
  time: '20:30',
  location: 'Quai des Pêcheurs',
  category: 'Musique',
  imageUrl: null,
  capacity: null,
  attendeesCount: 3,
  forMeetingPeople: false,
  organizer: { id: 'other', name: 'Marie Le Goff', username: 'marie.legoff', image: null, verified: false },
  cancelled: false,
  past: false,
  full: false,
  hidden: false,
  participating: false,
  canEdit: false,
  ...overrides,
});

const page = (events: TownEvent[]) => json({ events, nextCursor: null });

// Three screens of Radix widgets: jsdom is slow with them on a busy machine.
describe('EventsPage', { timeout: 20_000 }, () => {
  it('lists Découvrir with dates, places and Complet; a category filter asks the server for that category', async () => {
    mockApi({
      'GET /api/events?tab=discover': () =>
        page([
          event(),
          event({
            id: '1b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f',
            title: 'Atelier',
            capacity: 2,
            attendeesCount: 2,
            full: true,
            category: 'Tech',
          }),
        ]),
      'GET /api/events?tab=discover&category=Tech': () =>
        page([event({ id: '1b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f', title: 'Atelier', category: 'Tech' })]),
    });
    renderWithProviders(<EventsPage />, { user: ME });
    expect(screen.getByRole('heading', { level: 1, name: 'Événements' })).toBeInTheDocument();
    const fest = await card('Fest-noz sur le port');
    expect(within(fest).getByText('Dimanche 14 juillet 2030 à 20:30')).toBeInTheDocument();
    expect(within(fest).getByText('3 participants')).toBeInTheDocument();
    const atelier = await card('Atelier');
    expect(within(atelier).getByText('Complet')).toBeInTheDocument();
    expect(within(atelier).getByText(/2 participants sur 2 places/)).toBeInTheDocument();
    expect(within(atelier).getByRole('button', { name: /Participer/ })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Tech' }));
    expect(screen.getByRole('button', { name: 'Tech' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fest-noz sur le port' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Atelier' })).toBeInTheDocument();
  });

  it('titles each event card at level 2, right under the page’s h1 (RGAA 9.1)', async () => {
    mockApi({ 'GET /api/events?tab=discover': () => page([event()]) });
    renderWithProviders(<EventsPage />, { user: ME });
    expect(await screen.findByRole('heading', { level: 2, name: 'Fest-noz sur le port' })).toBeInTheDocument();
  });

  it('Participer joins, then offers Annuler ma participation', async () => {
    let joined = false;
    const calls = mockApi({
      'GET /api/events?tab=discover': () => page([event({ participating: joined, attendeesCount: joined ? 4 : 3 })]),
      [`POST /api/events/${event().id}/participation`]: () => {
        joined = true;
        return json(event({ participating: true, attendeesCount: 4 }));
      },
    });
    renderWithProviders(<EventsPage />, { user: ME });
    fireEvent.click(await screen.findByRole('button', { name: 'Participer' }));
    expect(await screen.findByRole('button', { name: 'Annuler ma participation' })).toBeInTheDocument();
    expect(await screen.findByText('4 participants')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(`POST /api/events/${event().id}/participation`);
  });

  it("the organiser cancels after confirming; the create form's errors are French", async () => {
    let cancelled = false;
    const calls = mockApi({
      'GET /api/events?tab=discover': () => page([event({ canEdit: !cancelled, cancelled })]),
      [`POST /api/events/${event().id}/cancel`]: () => {
        cancelled = true;
        return json(event({ cancelled: true }));
      },
    });
    renderWithProviders(<EventsPage />, { user: ME });
    fireEvent.click(await screen.findByRole('button', { name: "Annuler l'événement" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Annuler l'événement ?" });
    fireEvent.click(within(dialog).getByRole('button', { name: "Annuler l'événement" }));
    expect(await screen.findByText('Annulé')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(`POST /api/events/${event().id}/cancel`);

    fireEvent.click(screen.getByRole('button', { name: 'Créer un événement' }));
    const form = await screen.findByRole('dialog', { name: 'Créer un événement' });
    fireEvent.click(within(form).getByRole('button', { name: "Créer l'événement" }));
    expect(await within(form).findByText('Le titre est obligatoire.')).toBeInTheDocument();
    expect(within(form).getByText('La date est obligatoire.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Titre')).toHaveAttribute('aria-invalid', 'true');
  });
});
