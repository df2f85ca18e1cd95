import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from './search';

describe('search matching', () => {
  it('ignores accents and case', () => {
    expect(normalizeForSearch('Météo Été')).toBe('meteo ete');
    expect(matchesSearch('Météo', 'METEO')).toBe(true);
    expect(matchesSearch('Boîte à idées', 'boite a idee')).toBe(true);
  });

  it('matches everything on a blank query and nothing unrelated', () => {
    expect(matchesSearch('Webcams', '   ')).toBe(true);
    expect(matchesSearch('Webcams', 'marché')).toBe(false);
  });
});
