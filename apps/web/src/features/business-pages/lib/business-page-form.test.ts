import { describe, expect, it } from 'vitest';
import { emptyBusinessPageForm, validateBusinessPageForm } from './business-page-form';

describe('validateBusinessPageForm', () => {
  it('trims and sends blank fields as null', () => {
    const result = validateBusinessPageForm({
      ...emptyBusinessPageForm(),
      name: '  Café du Port ',
      description: '   ',
      contactEmail: ' bonjour@cafe.fr ',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Café du Port',
        description: null,
        category: null,
        contactEmail: 'bonjour@cafe.fr',
        contactPhone: null,
        websiteUrl: null,
        address: null,
      },
    });
  });

  it('requires the name after trimming, with the spec message', () => {
    const result = validateBusinessPageForm({ ...emptyBusinessPageForm(), name: '   ' });
    expect(result).toMatchObject({ ok: false, nameMissing: true, errors: { name: 'Le nom de la page est requis' } });
  });

  it('reports a bad e-mail and website in French', () => {
    const result = validateBusinessPageForm({
      ...emptyBusinessPageForm(),
      name: 'Boutique',
      contactEmail: 'pas-un-email',
      websiteUrl: 'boutique.fr',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.nameMissing).toBe(false);
    expect(result.errors.contactEmail).toBe("L'adresse e-mail n'est pas valide.");
    expect(result.errors.websiteUrl).toContain('https://');
  });
});
