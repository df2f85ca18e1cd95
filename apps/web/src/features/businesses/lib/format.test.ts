import { describe, expect, it } from 'vitest';
import { mapSearchUrl, ratingLabel, ratingText, reviewsCountText, telUrl } from './format';

describe('business format', () => {
  it('writes ratings and counts the French way', () => {
    expect(ratingText(4.8)).toBe('4,8');
    expect(ratingText(5)).toBe('5,0');
    expect(ratingText(null)).toBeNull();
    expect(reviewsCountText(326)).toBe('(326 avis)');
    expect(reviewsCountText(1247)).toBe('(1\u202f247 avis)');
    expect(ratingLabel(4.8, 326)).toBe('Note 4,8 sur 5, 326 avis');
    expect(ratingLabel(null, 0)).toBe('Aucun avis');
  });

  it('builds contact links', () => {
    expect(telUrl('02 97 12 34 56')).toBe('tel:0297123456');
    expect(mapSearchUrl('4 rue du Phare, 56290 Port-Marin')).toBe(
      'https://www.openstreetmap.org/search?query=4%20rue%20du%20Phare%2C%2056290%20Port-Marin',
    );
  });
});
