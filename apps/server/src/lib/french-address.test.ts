import { describe, expect, it } from 'vitest';
import { addressLine, titleCase } from './french-address.ts';

describe('titleCase', () => {
  it('writes a register’s capitals as French does, small words and elisions small', () => {
    expect(titleCase("PLACE DE L'EGLISE")).toBe("Place de l'Eglise");
    expect(titleCase('SAINT-PIERRE-QUIBERON')).toBe('Saint-Pierre-Quiberon');
  });

  it('keeps a name already in mixed case', () => {
    expect(titleCase('La Cabane du Port')).toBe('La Cabane du Port');
  });
});

describe('addressLine', () => {
  it('spells out SIRENE’s street type and repetition codes', () => {
    expect(
      addressLine({
        number: '12',
        repetition: 'B',
        streetType: 'AV',
        street: 'DE LA MER',
        postalCode: '56290',
        commune: 'PORT-MARIN',
      }),
    ).toBe('12 bis Avenue de la Mer, 56290 Port-Marin');
  });

  it('gives null when the register has no address', () => {
    expect(
      addressLine({ number: '', repetition: '', streetType: '', street: '', postalCode: '', commune: '' }),
    ).toBeNull();
  });
});
