import type { AdRequest } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { describeRequest, formatEuros, parseEurosToCents, requestFigures, requestTotal } from './money';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const base: AdRequest = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'campaign',
  page: { id: '00000000-0000-4000-8000-000000000002', name: 'Crêperie du Port' },
  requestedBy: null,
  objective: 'notoriete',
  dailyBudgetCents: 250,
  durationDays: 3,
  geoTarget: 'Port-Marin et ses environs',
  boostOffer: null,
  post: null,
  autoBoost: false,
  badge: null,
  message: null,
  totalCents: 750,
  status: 'pending',
  decisionNote: null,
  decidedAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('money', () => {
  it('formats cents as French euros', () => {
    expect(nbsp(formatEuros(500))).toBe('5 €');
    expect(nbsp(formatEuros(250))).toBe('2,50 €');
    expect(nbsp(formatEuros(123456))).toBe('1 234,56 €');
  });

  it('reads what a resident types', () => {
    expect(parseEurosToCents('2')).toBe(200);
    expect(parseEurosToCents('2,5')).toBe(250);
    expect(parseEurosToCents(' 2.50 € ')).toBe(250);
    expect(parseEurosToCents('')).toBeNull();
    expect(parseEurosToCents('deux')).toBeNull();
    expect(parseEurosToCents('-3')).toBeNull();
    expect(parseEurosToCents('1,234')).toBeNull();
  });

  it('describes a request and its figures', () => {
    expect(describeRequest(base)).toBe('Campagne Notoriété');
    expect(requestFigures(base).map(nbsp)).toEqual([
      '2,50 € par jour pendant 3 jours',
      'Zone : Port-Marin et ses environs',
    ]);
    expect(nbsp(requestTotal(base))).toBe('7,50 €');
    const boost = {
      ...base,
      kind: 'boost' as const,
      boostOffer: 'boost_7_jours' as const,
      autoBoost: true,
      totalCents: 500,
    };
    expect(describeRequest(boost)).toBe('Boost 7 jours');
    expect(requestFigures(boost)).toEqual(['Toute la page', 'Boost automatique (Pro)']);
    const badge = { ...base, kind: 'badge' as const, badge: 'premium' as const, totalCents: 1900 };
    expect(describeRequest(badge)).toBe('Badge Premium');
    expect(nbsp(requestTotal(badge))).toBe('19 €/mois');
  });
});
