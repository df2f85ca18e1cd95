import { describe, expect, it } from 'vitest';
import { EMPTY_LISTING_FORM, parseEuros, validateListingForm } from './listing-form';

const filled = {
  ...EMPTY_LISTING_FORM,
  title: 'Vélo',
  price: '120',
  category: 'Loisirs' as const,
  condition: 'Bon état' as const,
  location: 'Port',
};

describe('parseEuros', () => {
  it('reads French and plain prices in cents', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros('1 200 €')).toBe(120000);
    expect(parseEuros('0')).toBe(0);
    expect(parseEuros('-3')).toBeNull();
    expect(parseEuros('12,345')).toBeNull();
    expect(parseEuros('douze')).toBeNull();
  });
});

describe('validateListingForm', () => {
  it('says in French what is missing, one message per field', () => {
    const result = validateListingForm(EMPTY_LISTING_FORM, []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: 'Le titre est obligatoire.',
      price: 'Le prix est obligatoire.',
      category: 'Choisissez une catégorie.',
      condition: "Choisissez l'état.",
      location: 'La localisation est obligatoire.',
    });
  });

  it('sends each photo’s description with it, in the same order (RGAA 1.3)', () => {
    const ids = ['0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f', '1b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f'];
    const result = validateListingForm(filled, ids, ['Kayak bleu posé sur le sable', '']);
    expect(result.ok && result.input.photoAlts).toEqual(['Kayak bleu posé sur le sable', '']);
  });

  it('asks Immobilier for its type and whole sizes, and caps photos at 6', () => {
    const realEstate = validateListingForm({ ...filled, category: 'Immobilier', surface: '4,5' }, []);
    expect(realEstate.ok).toBe(false);
    if (!realEstate.ok) {
      expect(realEstate.errors.realEstateType).toContain('type de bien');
      expect(realEstate.errors.surface).toBe('La surface est un nombre entier de m².');
    }
    const ids = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    const photos = validateListingForm(filled, ids);
    expect(!photos.ok && photos.errors.photos).toBe('Une annonce contient au plus 6 photos.');
  });

  it('gives the API input, price in cents, real-estate fields only for Immobilier', () => {
    const result = validateListingForm({ ...filled, price: '12,50', surface: '40' }, []);
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({ priceCents: 1250, surfaceM2: null, realEstateType: null, photoIds: [] }),
    });
    const rent = validateListingForm(
      { ...filled, category: 'Immobilier', realEstateType: 'Location', surface: '40', rooms: '2' },
      [],
    );
    expect(rent.ok && rent.input).toMatchObject({ realEstateType: 'Location', surfaceM2: 40, rooms: 2 });
  });
});
