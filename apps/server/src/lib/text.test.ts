import { describe, expect, it } from 'vitest';
import { excerpt } from './text.ts';

describe('excerpt', () => {
  it('puts the text on one line', () => {
    expect(excerpt('Marée haute\n\n  ce soir')).toBe('Marée haute ce soir');
  });

  it('keeps the no-break spaces of French typography', () => {
    expect(excerpt('«\u00a0Fête du port\u00a0» est ouvert au vote\u202f!')).toBe(
      '«\u00a0Fête du port\u00a0» est ouvert au vote\u202f!',
    );
  });
});
