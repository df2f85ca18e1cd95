import { describe, expect, it } from 'vitest';
import { EMPTY_NOTICE_FORM, validateFlagForm, validateNoticeForm } from './sea-forms';

describe('the flag form', () => {
  it('sends the colour and the trimmed note, or takes the flag down without a note', () => {
    expect(validateFlagForm({ colour: 'red', note: '  Courants  ' })).toEqual({
      ok: true,
      input: { colour: 'red', note: 'Courants' },
    });
    expect(validateFlagForm({ colour: 'green', note: '   ' })).toEqual({
      ok: true,
      input: { colour: 'green', note: null },
    });
    expect(validateFlagForm({ colour: '', note: 'reste' })).toEqual({ ok: true, input: { colour: null, note: null } });
  });

  it('refuses a note too long, in French', () => {
    expect(validateFlagForm({ colour: 'yellow', note: 'x'.repeat(201) })).toEqual({
      ok: false,
      message: 'La note contient au plus 200 caractères.',
    });
  });
});

describe('the notice form', () => {
  const now = new Date(2026, 6, 14, 10, 0);

  it('requires a title and a text', () => {
    expect(validateNoticeForm('grande-plage', { ...EMPTY_NOTICE_FORM, body: 'Texte' }, now)).toEqual({
      ok: false,
      message: 'Veuillez remplir le titre et le texte de l’avis.',
    });
    expect(validateNoticeForm('grande-plage', { ...EMPTY_NOTICE_FORM, title: 'Titre', body: '  ' }, now)).toEqual({
      ok: false,
      message: 'Veuillez remplir le titre et le texte de l’avis.',
    });
  });

  it('ends the notice at the end of its last day, today included, never before', () => {
    const values = {
      level: 'pollution' as const,
      title: ' Algues ',
      body: 'Ramassage en cours',
      endDate: '2026-07-14',
    };
    const today = validateNoticeForm('grande-plage', values, now);
    expect(today).toEqual({
      ok: true,
      input: {
        beachId: 'grande-plage',
        level: 'pollution',
        title: 'Algues',
        body: 'Ramassage en cours',
        endsAt: new Date(2026, 6, 14, 23, 59, 59, 999).toISOString(),
      },
    });
    expect(validateNoticeForm('grande-plage', { ...values, endDate: '2026-07-13' }, now)).toEqual({
      ok: false,
      message: 'La date de fin doit être dans le futur.',
    });
    expect(validateNoticeForm('grande-plage', { ...values, endDate: 'demain' }, now)).toEqual({
      ok: false,
      message: 'Date de fin invalide.',
    });
    const open = validateNoticeForm('grande-plage', { ...values, endDate: '' }, now);
    expect(open.ok && open.input.endsAt).toBeNull();
  });
});
