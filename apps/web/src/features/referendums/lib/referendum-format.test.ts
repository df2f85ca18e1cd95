import { describe, expect, it } from 'vitest';
import { endLabel, formatPercent, votesLabel } from './referendum-format';

describe('formatPercent', () => {
  it('shows one decimal with a French comma and a no-break space', () => {
    expect(formatPercent(62.5)).toBe('62,5\u00a0%');
    expect(formatPercent(100)).toBe('100,0\u00a0%');
    expect(formatPercent(0)).toBe('0,0\u00a0%');
    expect(formatPercent(33.3)).toBe('33,3\u00a0%');
  });
});

describe('labels', () => {
  it('counts votes in French', () => {
    expect(votesLabel(0)).toBe('0 vote');
    expect(votesLabel(1)).toBe('1 vote');
    expect(votesLabel(2)).toBe('2 votes');
  });

  it('says when a referendum ends, or ended (closed early: the day it was closed)', () => {
    const endsAt = new Date(2026, 11, 15, 23, 59).toISOString();
    expect(endLabel({ status: 'active', endsAt, closedAt: null })).toBe('Fin le 15 décembre 2026');
    expect(endLabel({ status: 'closed', endsAt, closedAt: null })).toBe('Terminé le 15 décembre 2026');
    expect(endLabel({ status: 'closed', endsAt, closedAt: new Date(2026, 10, 3, 12).toISOString() })).toBe(
      'Terminé le 3 novembre 2026',
    );
  });
});
