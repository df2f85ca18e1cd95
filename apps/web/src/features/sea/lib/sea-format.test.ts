import { describe, expect, it } from 'vitest';
import {
  FLAG_BADGE_CLASS,
  celsius,
  compassPoint,
  dayLabel,
  flagText,
  metres,
  noticeLevelLabel,
  tideHeight,
  tideLabel,
} from './sea-format';

describe('sea figures in French', () => {
  it('writes temperatures, heights and tide levels with a decimal comma', () => {
    expect(celsius(13.6)).toBe('13,6 °C');
    expect(celsius(9)).toBe('9,0 °C');
    expect(metres(0.8)).toBe('0,8 m');
    expect(tideHeight(2.1)).toBe('+2,1 m');
    expect(tideHeight(-1.96)).toBe('-2,0 m');
    expect(tideHeight(0)).toBe('0,0 m');
  });

  it('names where the waves come from on eight compass points', () => {
    expect(compassPoint(0)).toBe('Nord');
    expect(compassPoint(22)).toBe('Nord');
    expect(compassPoint(23)).toBe('Nord-Est');
    expect(compassPoint(285)).toBe('Ouest');
    expect(compassPoint(315)).toBe('Nord-Ouest');
    expect(compassPoint(359)).toBe('Nord');
    expect(compassPoint(-90)).toBe('Ouest');
  });

  it('labels the tide’s day and kind', () => {
    const now = new Date(2026, 6, 14, 10, 0);
    expect(dayLabel(new Date(2026, 6, 14, 23, 50).toISOString(), now)).toBe('Aujourd’hui');
    expect(dayLabel(new Date(2026, 6, 15, 0, 10).toISOString(), now)).toBe('Demain');
    expect(dayLabel(new Date(2026, 6, 16, 6, 0).toISOString(), now)).toBe('Jeudi');
    expect(tideLabel({ type: 'high', time: '', height: 2 })).toBe('Pleine mer');
    expect(tideLabel({ type: 'low', time: '', height: -2 })).toBe('Basse mer');
  });

  it('says each flag’s colour and meaning in words, and no flag as not watched', () => {
    expect(flagText('green')).toEqual({ label: 'Vert', meaning: 'Baignade surveillée sans danger' });
    expect(flagText('yellow')).toEqual({ label: 'Jaune', meaning: 'Baignade dangereuse mais surveillée' });
    expect(flagText('red')).toEqual({ label: 'Rouge', meaning: 'Baignade interdite' });
    expect(flagText(null)).toEqual({ label: 'Pas de surveillance', meaning: null });
    expect(Object.keys(FLAG_BADGE_CLASS).sort()).toEqual(['green', 'none', 'red', 'yellow']);
  });

  it('names the water-quality levels as the town hall posts them', () => {
    expect(noticeLevelLabel('excellent')).toBe('Excellente');
    expect(noticeLevelLabel('good')).toBe('Bonne');
    expect(noticeLevelLabel('sufficient')).toBe('Suffisante');
    expect(noticeLevelLabel('poor')).toBe('Insuffisante');
    expect(noticeLevelLabel('not_advised')).toBe('Baignade déconseillée');
    expect(noticeLevelLabel('pollution')).toBe('Alerte pollution');
  });
});
