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
    expect(screen.getByRole('heading', { level: 1, name: 'Météo' })).toBeTruthy();
    expect(screen.getByText('Port-Marin, Bretagne')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Chargement de la météo');

    answer(json(weather()));
    expect(await screen.findByText('14°C')).toBeTruthy();
    expect(screen.queryByText(/Chargement de la météo/)).toBeNull();
    expect(screen.getByText(/^Dernière mise à jour : \d{2}:\d{2}$/)).toBeTruthy();

    const daily = screen.getByRole('heading', { name: 'Prévisions sur 7 jours' }).parentElement!;
    expect(
      within(daily)
        .getAllByRole('listitem')
        .map((li) => li.firstChild!.textContent),
    ).toEqual(DAYS);
    const hourly = screen.getByRole('heading', { name: 'Prévisions heure par heure' }).parentElement!;
    expect(within(hourly).getAllByRole('listitem')).toHaveLength(8);
    // UV 3: Modéré, protection advised.
    expect(screen.getByText('Modéré')).toBeTruthy();
    expect(screen.getByText('Protection recommandée')).toBeTruthy();
    expect(screen.getByText('1 018 hPa')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^La mer/ }).getAttribute('href')).toBe('/sea');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when the data could not be refreshed, with their age, and toasts the spec’s error', async () => {
    mockApi({
      'GET /api/weather': () => json(weather({ stale: true, current: { ...weather().current, uvIndex: 1 } })),
    });
    show();
    const notice = await screen.findByText(/Les données météo n’ont pas pu être actualisées/);
    expect(notice.parentElement!.textContent).toMatch(/Données du .+ à \d{2}:\d{2} \(il y a 25 minutes\)/);
    // The last data stay shown.
    expect(screen.getByText('14°C')).toBeTruthy();
    expect(screen.getByText('Faible')).toBeTruthy();
    expect(screen.queryByText('Protection recommandée')).toBeNull();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur météo', {
        description: 'Impossible de récupérer les données météo',
      }),
    );
  });

  it('says what the provider left out instead of inventing it', async () => {
    mockApi({
      'GET /api/weather': () => json(weather({ current: { ...weather().current, visibility: null, uvIndex: null } })),
    });
    show();
    await screen.findByText('14°C');
    expect(screen.getAllByText('Non communiqué')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Indice UV' })).toBeNull();
  });

  it('with nothing at all, shows the error with a retry, then the data once the provider is back', async () => {
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
    expect(alert.textContent).toContain('Erreur météo');
    expect(alert.textContent).toContain('Impossible de récupérer les données météo pour le moment.');
    // Not retried: the server has already waited for the provider.
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));

    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('14°C')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("refreshes with 'Actualiser' and toasts when it brings no fresh data", async () => {
    let stale = false;
    const calls = mockApi({ 'GET /api/weather': () => json(weather({ stale })) });
    show();
    await screen.findByText('14°C');
    stale = true;
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByText(/Les données météo n’ont pas pu être actualisées/)).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
