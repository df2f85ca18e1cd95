import type { WeatherData } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOWN } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { WeatherPage } from './weather-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
});

const town = { ...TOWN, region: 'Bretagne' };
const DAYS = ["Aujourd'hui", 'Demain', 'Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi'];

/** The items of the list under a forecast's heading (its card is no landmark: no role reaches it). */
const itemsUnder = (heading: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- see above
  within(screen.getByRole('heading', { name: heading }).parentElement!).getAllByRole('listitem');

function weather(overrides: Partial<WeatherData> = {}): WeatherData {
  return {
    current: {
      temperature: 14,
      condition: 'Partiellement nuageux',
      description: 'Ciel partiellement nuageux',
      feelsLike: 12,
      humidity: 78,
      windSpeed: 18,
      windDirection: 'NO',
      visibility: 24.1,
      pressure: 1018,
      uvIndex: 3,
      sunrise: '08:21',
      sunset: '17:12',
      icon: 'partly-cloudy-day',
    },
    hourly: Array.from({ length: 8 }, (_, i) => ({
      time: `${String(17 + i).padStart(2, '0')}:00`.replace(/^24/, '00'),
      temp: 12 - i,
      condition: 'Pluie',
      icon: 'rain' as const,
      precipitation: 40,
    })),
    daily: DAYS.map((day, i) => ({
      date: `2026-12-0${i + 1}`,
      day,
      high: 15,
      low: 8,
      condition: 'Couvert',
      icon: 'cloudy' as const,
      precipitation: i === 6 ? null : 10,
    })),
    fetchedAt: new Date(Date.now() - 25 * 60_000).toISOString(),
    stale: false,
    ...overrides,
  };
}

const show = () => renderWithProviders(<WeatherPage />, { town });

// The first render loads the screen's modules: slow on a busy machine.
describe('WeatherPage', { timeout: 20_000 }, () => {
  it('shows a skeleton during the first load, then the forecast with the town and region', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/weather': () => new Promise<Response>((resolve) => (answer = resolve)) });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Météo' })).toBeInTheDocument();
    expect(screen.getByText('Port-Marin, Bretagne')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la météo');

    answer(json(weather()));
    expect(await screen.findByText('14°C')).toBeInTheDocument();
    expect(screen.queryByText(/Chargement de la météo/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Dernière mise à jour : \d{2}:\d{2}$/)).toBeInTheDocument();

    const daily = itemsUnder('Prévisions sur 7 jours');
    expect(daily).toHaveLength(DAYS.length);
    daily.forEach((day, i) => expect(day).toHaveTextContent(new RegExp(`^${DAYS[i]}`)));
    expect(itemsUnder('Prévisions heure par heure')).toHaveLength(8);
    // UV 3: Modéré, protection advised.
    expect(screen.getByText('Modéré')).toBeInTheDocument();
    expect(screen.getByText('Protection recommandée')).toBeInTheDocument();
    expect(screen.getByText('1 018 hPa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^La mer/ })).toHaveAttribute('href', '/sea');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when the data could not be refreshed, with their age, and toasts the spec’s error', async () => {
    mockApi({
      'GET /api/weather': () => json(weather({ stale: true, current: { ...weather().current, uvIndex: 1 } })),
    });
    show();
    const notice = await screen.findByText(/Données du .+ à \d{2}:\d{2} \(il y a 25 minutes\)/);
    expect(notice).toHaveTextContent(/^Les données météo n’ont pas pu être actualisées\. Données du/);
    // The last data stay shown.
    expect(screen.getByText('14°C')).toBeInTheDocument();
    expect(screen.getByText('Faible')).toBeInTheDocument();
    expect(screen.queryByText('Protection recommandée')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur météo', {
        id: 'weather-error',
        description: 'Impossible de récupérer les données météo',
      }),
    );
  });

  it('says what the provider left out instead of inventing it', async () => {
    mockApi({
      'GET /api/weather': () => json(weather({ current: { ...weather().current, visibility: null, uvIndex: null } })),
    });
    show();
    expect(await screen.findByText('14°C')).toBeInTheDocument();
    expect(screen.getAllByText('Non communiqué')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Indice UV' })).not.toBeInTheDocument();
  });

  it('with nothing at all, shows the error once (no toast) with a retry, then the data once the provider is back', async () => {
    let down = true;
    const calls = mockApi({
      'GET /api/weather': () =>
        down
          ? json(
              {
                error: {
                  code: 'WEATHER_UNAVAILABLE',
                  message: 'Impossible de récupérer les données météo pour le moment.',
                },
              },
              503,
            )
          : json(weather()),
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur météo');
    expect(alert).toHaveTextContent('Impossible de récupérer les données météo pour le moment.');
    // Not retried: the server has already waited for the provider.
    expect(calls).toHaveLength(1);
    // Said once, by the screen: no toast repeating it over the top bar.
    expect(toast.error).not.toHaveBeenCalled();

    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('14°C')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("refreshes with 'Actualiser' and toasts when it brings no fresh data", async () => {
    let stale = false;
    const calls = mockApi({ 'GET /api/weather': () => json(weather({ stale })) });
    show();
    expect(await screen.findByText('14°C')).toBeInTheDocument();
    stale = true;
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByText(/Les données météo n’ont pas pu être actualisées/)).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
