import { describe, expect, it } from 'vitest';
import { forecastAnswer } from '../../../test/providers/forecast.ts';
import { compassLabel, dayLabel, toWeatherForecast, weatherSky } from './weather.mapping.ts';

describe('compassLabel', () => {
  it('names the eight French compass points, the nearest one', () => {
    expect([0, 45, 90, 135, 180, 225, 270, 315].map(compassLabel)).toEqual([
      'N',
      'NE',
      'E',
      'SE',
      'S',
      'SO',
      'O',
      'NO',
    ]);
    expect(compassLabel(22)).toBe('N');
    expect(compassLabel(23)).toBe('NE');
    expect(compassLabel(338)).toBe('N');
    expect(compassLabel(360)).toBe('N');
    expect(compassLabel(-45)).toBe('NO');
  });
});

describe('dayLabel', () => {
  // Friday 27 November 2026.
  const today = '2026-11-27';
  it("says Aujourd'hui, Demain, then the weekday with a capital", () => {
    expect(dayLabel('2026-11-27', today)).toBe("Aujourd'hui");
    expect(dayLabel('2026-11-28', today)).toBe('Demain');
    expect(dayLabel('2026-11-29', today)).toBe('Dimanche');
    expect(dayLabel('2026-11-30', today)).toBe('Lundi');
    expect(dayLabel('2026-12-03', today)).toBe('Jeudi');
  });
  it('crosses months and years', () => {
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Demain');
    expect(dayLabel('2027-01-02', '2026-12-31')).toBe('Samedi');
  });
});

describe('weatherSky', () => {
  it('labels WMO codes in French, a clear night with a moon', () => {
    expect(weatherSky(0, true)).toEqual({ condition: 'Ensoleillé', description: 'Ciel dégagé', icon: 'clear-day' });
    expect(weatherSky(0, false)).toEqual({ condition: 'Dégagé', description: 'Ciel dégagé', icon: 'clear-night' });
    expect(weatherSky(63)).toEqual({ condition: 'Pluie', description: 'Pluie modérée', icon: 'rain' });
    expect(weatherSky(99).icon).toBe('thunderstorm');
  });
  it('says plainly when a code is unknown', () => {
    expect(weatherSky(42)).toEqual({
      condition: 'Conditions inconnues',
      description: 'Conditions inconnues',
      icon: 'cloudy',
    });
  });
});

describe('toWeatherForecast', () => {
  // 17:55 in Port-Marin (UTC+1 in November).
  const fetched = new Date('2026-11-27T16:55:00Z');
  const answer = forecastAnswer(fetched);

  it('starts the hours at the current one and the days at today, town time', () => {
    const data = toWeatherForecast(answer, fetched);
    expect(data.hourly.map((h) => h.time)).toEqual([
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
      '00:00',
    ]);
    expect(data.daily.map((d) => d.day)).toEqual([
      "Aujourd'hui",
      'Demain',
      'Dimanche',
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
    ]);
  });

  it('reads an older answer at the time it is shown: no past hour, no yesterday as today', () => {
    const twoDaysLater = new Date('2026-11-29T09:10:00Z');
    const data = toWeatherForecast(answer, twoDaysLater);
    expect(data.hourly[0]!.time).toBe('10:00');
    expect(data.daily.map((d) => d.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(data.daily[0]!.day).toBe("Aujourd'hui");
    // Current conditions stay those observed, with that day's sunrise.
    expect(data.current.sunrise).toBe('08:21');
  });

  it('takes visibility and UV from the observed hour, and leaves them unknown where the provider does', () => {
    const data = toWeatherForecast(answer, fetched);
    expect(data.current).toMatchObject({ visibility: 24.1, uvIndex: 3 });
    const at = answer.hourly.time.indexOf('2026-11-27T17:00');
    const blank = structuredClone(answer);
    blank.hourly.visibility[at] = null;
    blank.hourly.uv_index[at] = null;
    expect(toWeatherForecast(blank, fetched).current).toMatchObject({ visibility: null, uvIndex: null });
  });

  it('shows fewer hours rather than invented ones at the end of the answer', () => {
    const data = toWeatherForecast(answer, new Date('2026-12-03T20:30:00Z'));
    expect(data.hourly.map((h) => h.time)).toEqual(['21:00', '22:00', '23:00']);
    expect(toWeatherForecast(answer, new Date('2026-12-10T12:00:00Z')).hourly).toEqual([]);
  });
});
