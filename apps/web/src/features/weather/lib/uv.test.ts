import { describe, expect, it } from 'vitest';
import { uvLevel } from './uv';

describe('uvLevel', () => {
  it('follows the spec: 0–2 Faible, 3–5 Modéré, 6–7 Élevé, 8–10 Très élevé, above Extrême', () => {
    const labels = Array.from({ length: 13 }, (_, i) => uvLevel(i).label);
    expect(labels).toEqual([
      'Faible',
      'Faible',
      'Faible',
      'Modéré',
      'Modéré',
      'Modéré',
      'Élevé',
      'Élevé',
      'Très élevé',
      'Très élevé',
      'Très élevé',
      'Extrême',
      'Extrême',
    ]);
  });

  it('advises protection unless the level is Faible', () => {
    expect(uvLevel(2).protection).toBe(false);
    expect(uvLevel(3).protection).toBe(true);
    expect(uvLevel(11).protection).toBe(true);
  });
});
