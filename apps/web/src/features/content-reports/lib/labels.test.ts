import { describe, expect, it } from 'vitest';
import { actionLabel, periodLabel, reportsCount, targetLabel } from './labels';

describe('moderation labels', () => {
  it('names actions, targets, counts and periods in French', () => {
    expect(actionLabel('hide')).toBe('Contenu masqué');
    expect(actionLabel('referendum.close')).toBe('referendum.close');
    expect(targetLabel('business')).toBe("Fiche de l'annuaire");
    expect(targetLabel('user')).toBe('Résident');
    expect(targetLabel('beach')).toBe('Plage');
    expect(reportsCount(1)).toBe('1 signalement');
    expect(reportsCount(3)).toBe('3 signalements');
    expect(periodLabel(1)).toBe('1 jour');
    expect(periodLabel(30)).toBe('30 jours');
    expect(periodLabel(365)).toBe('1 an');
  });
});
