import { describe, expect, it } from 'vitest';
import { foundOnText, todayDay } from './found-on';
import { emptyLostFoundForm, validateLostFoundForm } from './lost-found-form';

describe('the found object form', () => {
  it('starts on today’s date', () => {
    expect(emptyLostFoundForm(new Date(2026, 6, 14, 9, 30)).foundOn).toBe('2026-07-14');
  });

  it('puts the contract’s French message under the field it concerns', () => {
    const result = validateLostFoundForm({ title: ' ', description: '', foundPlace: 'Plage', foundOn: todayDay() });
    expect(result).toEqual({ ok: false, errors: { title: 'Le nom de l’objet est obligatoire.' } });
  });

  it('refuses a day that does not exist', () => {
    const result = validateLostFoundForm({ title: 'Clés', description: '', foundPlace: 'Port', foundOn: '2026-02-30' });
    expect(result.ok).toBe(false);
  });

  it('says the day it was found in French', () => {
    expect(foundOnText('2026-12-06')).toBe('Trouvé le 6 décembre 2026');
  });
});
