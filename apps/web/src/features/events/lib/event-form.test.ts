import { describe, expect, it } from 'vitest';
import { attendeesLabel, EMPTY_EVENT_FORM, eventWhen, validateEventForm } from './event-form';

const NOW = new Date('2026-06-01T12:00:00');
const VALID = { ...EMPTY_EVENT_FORM, title: 'Fest-noz', date: '2026-07-14', time: '20:30', location: 'Le port' };

describe('validateEventForm', () => {
  it('gives the trimmed input, no places limit when left empty', () => {
    const result = validateEventForm({ ...VALID, title: '  Fest-noz  ' }, NOW);
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({ title: 'Fest-noz', capacity: null, category: 'Musique' }),
    });
    expect(validateEventForm({ ...VALID, capacity: ' 25 ' }, NOW)).toMatchObject({ ok: true, input: { capacity: 25 } });
  });

  it('says in French what is missing or wrong, field by field', () => {
    expect(validateEventForm(EMPTY_EVENT_FORM, NOW)).toEqual({
      ok: false,
      errors: {
        title: 'Le titre est obligatoire.',
        date: 'La date est obligatoire.',
        time: "L'heure est obligatoire.",
        location: 'Le lieu est obligatoire.',
      },
    });
    expect(validateEventForm({ ...VALID, capacity: '0' }, NOW)).toMatchObject({
      ok: false,
      errors: { capacity: expect.stringContaining('Le nombre de places') },
    });
    expect(validateEventForm({ ...VALID, capacity: 'dix' }, NOW)).toMatchObject({ ok: false });
    expect(validateEventForm({ ...VALID, date: '2026-05-01' }, NOW)).toEqual({
      ok: false,
      errors: { date: "La date et l'heure de l'événement doivent être à venir." },
    });
  });
});

describe('labels', () => {
  it('counts participants and writes the date in French', () => {
    expect(attendeesLabel(0)).toBe('0 participant');
    expect(attendeesLabel(1)).toBe('1 participant');
    expect(attendeesLabel(1200)).toBe('1\u202f200 participants');
    expect(eventWhen({ date: '2026-07-14', time: '20:30' })).toBe('Mardi 14 juillet 2026 à 20:30');
  });
});
