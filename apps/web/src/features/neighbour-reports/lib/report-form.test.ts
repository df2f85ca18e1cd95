import { describe, expect, it } from 'vitest';
import { canSend, EMPTY_REPORT_FORM, similarParams, toInput } from './report-form';

describe('canSend', () => {
  it('is off while the text is empty or blank, or while sending', () => {
    expect(canSend({ content: '' })).toBe(false);
    expect(canSend({ content: '   \n\t' })).toBe(false);
    expect(canSend({ content: '\u200b' })).toBe(false);
    expect(canSend({ content: 'Lampadaire éteint' })).toBe(true);
    expect(canSend({ content: 'Lampadaire éteint' }, true)).toBe(false);
  });
});

describe('toInput', () => {
  it('trims the text and leaves blank optional fields out', () => {
    expect(
      toInput({ ...EMPTY_REPORT_FORM, type: 'eclairage', content: '  Éteint  ', title: ' ', locationText: '' }),
    ).toEqual({
      type: 'eclairage',
      content: 'Éteint',
      title: null,
      locationText: null,
      latitude: null,
      longitude: null,
      anonymous: true,
    });
  });

  it('sends the title, the place and the position when given', () => {
    expect(
      toInput({
        type: 'voirie',
        content: 'Trou',
        title: ' Nid-de-poule ',
        locationText: ' Route du Phare ',
        position: { latitude: 47.73, longitude: -3.36 },
        anonymous: false,
      }),
    ).toEqual({
      type: 'voirie',
      content: 'Trou',
      title: 'Nid-de-poule',
      locationText: 'Route du Phare',
      latitude: 47.73,
      longitude: -3.36,
      anonymous: false,
    });
  });
});

describe('similarParams', () => {
  it('waits for a place: a position or three letters', () => {
    expect(similarParams({ type: 'plage', locationText: 'Po', position: null })).toBeNull();
    expect(similarParams({ type: 'plage', locationText: ' Port ', position: null })).toEqual({
      type: 'plage',
      locationText: 'Port',
    });
    expect(similarParams({ type: 'plage', locationText: '', position: { latitude: 47.7, longitude: -3.3 } })).toEqual({
      type: 'plage',
      latitude: 47.7,
      longitude: -3.3,
    });
  });
});
