import { describe, expect, it } from 'vitest';
import { emptyAnnouncementForm, validateAnnouncementForm } from './announcement-form';

const filled = { ...emptyAnnouncementForm(new Date(2031, 5, 1, 9, 30)), title: 'Coupure d’eau', text: 'Rue du Port' };

describe('validateAnnouncementForm', () => {
  it('starts a new one now, for a day', () => {
    expect(emptyAnnouncementForm(new Date(2031, 5, 1, 9, 30))).toMatchObject({
      startsAt: '2031-06-01T09:30',
      endsAt: '2031-06-02T09:30',
    });
  });

  it('accepts a filled form', () => {
    expect(validateAnnouncementForm(filled)).toEqual({ ok: true, input: filled });
  });

  it('pins an Alerte whatever the box says', () => {
    expect(validateAnnouncementForm({ ...filled, category: 'Alerte', pinned: false })).toMatchObject({
      ok: true,
      input: { pinned: true },
    });
  });

  it('pins another category only when the box is ticked', () => {
    expect(validateAnnouncementForm({ ...filled, pinned: true })).toMatchObject({ ok: true, input: { pinned: true } });
  });

  it('names a missing title under its field', () => {
    expect(validateAnnouncementForm({ ...filled, title: ' ' })).toEqual({
      ok: false,
      errors: { title: 'Le titre est obligatoire.' },
    });
  });

  it('names an end before the start under the end', () => {
    expect(validateAnnouncementForm({ ...filled, endsAt: '2031-05-01T09:30' })).toEqual({
      ok: false,
      errors: { endsAt: 'La fin de validité doit suivre le début.' },
    });
  });
});
