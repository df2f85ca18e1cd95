import { describe, expect, it } from 'vitest';
import { EMPTY_REFERENDUM_FORM, dateInputValue, endOfDay, validateReferendumForm } from './referendum-form';

const now = new Date(2026, 10, 27, 14, 30);
const filled = {
  ...EMPTY_REFERENDUM_FORM,
  title: '  Piétonnisation du quai  ',
  question: 'Faut-il rendre le quai Est piéton ?',
  description: 'Le week-end, de 10 h à 20 h.',
  category: 'Urbanisme' as const,
  endDate: '2026-12-15',
};

describe('validateReferendumForm', () => {
  it('defaults to an anonymous vote without comments', () => {
    expect(EMPTY_REFERENDUM_FORM).toMatchObject({ anonymous: true, allowComments: false, category: '' });
  });

  it('requires title, question, description, category and end date', () => {
    expect(validateReferendumForm(EMPTY_REFERENDUM_FORM, now)).toEqual({
      ok: false,
      message: 'Veuillez remplir tous les champs obligatoires',
      fields: ['title', 'question', 'description', 'category', 'endDate'],
    });
    for (const field of ['title', 'question', 'description', 'category', 'endDate'] as const) {
      const result = validateReferendumForm({ ...filled, [field]: field === 'category' ? '' : ' \u200b ' }, now);
      expect(result).toEqual({ ok: false, message: 'Veuillez remplir tous les champs obligatoires', fields: [field] });
    }
  });

  it('refuses an end date in the past', () => {
    expect(validateReferendumForm({ ...filled, endDate: '2026-11-26' }, now)).toEqual({
      ok: false,
      message: 'La date de fin doit être dans le futur',
      fields: ['endDate'],
    });
  });

  it('takes today (the vote ends at midnight) and sends the trimmed input', () => {
    const today = validateReferendumForm({ ...filled, endDate: '2026-11-27' }, now);
    expect(today.ok).toBe(true);
    const result = validateReferendumForm(filled, now);
    expect(result).toEqual({
      ok: true,
      input: {
        title: 'Piétonnisation du quai',
        question: 'Faut-il rendre le quai Est piéton ?',
        description: 'Le week-end, de 10 h à 20 h.',
        category: 'Urbanisme',
        endsAt: new Date(2026, 11, 15, 23, 59, 59).toISOString(),
        anonymous: true,
        allowComments: false,
      },
    });
  });

  it('reports the contract’s limits', () => {
    const result = validateReferendumForm({ ...filled, title: 'x'.repeat(200) }, now);
    expect(result).toMatchObject({ ok: false, fields: ['title'] });
  });
  it('sends the chosen electorate, and none (the town’s default) until one is chosen', () => {
    const chosen = validateReferendumForm({ ...filled, electorate: 'verified_accounts' }, now);
    expect(chosen.ok && chosen.input.electorate).toBe('verified_accounts');
    const unchosen = validateReferendumForm(filled, now);
    expect(unchosen.ok && 'electorate' in unchosen.input).toBe(false);
  });
});

describe('dates', () => {
  it('writes the date input’s value and reads it back as the end of that day', () => {
    expect(dateInputValue(new Date(2026, 0, 5, 9))).toBe('2026-01-05');
    expect(endOfDay('2026-01-05')).toEqual(new Date(2026, 0, 5, 23, 59, 59));
    expect(endOfDay('2026-02-31')).toBeNull();
    expect(endOfDay('demain')).toBeNull();
  });
});
