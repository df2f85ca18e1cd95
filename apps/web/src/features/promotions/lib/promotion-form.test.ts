import { describe, expect, it } from 'vitest';
import { SAMPLE_PROMOTIONS } from '../test/sample-promotions';
import { emptyForm, fieldKey, formFromPromotion, formToBody, validateForm } from './promotion-form';
import { mailtoHref, supportersLabel, telHref } from './format';

describe('promotion form', () => {
  it('every sample card goes through the form unchanged', () => {
    for (const promotion of SAMPLE_PROMOTIONS) {
      const result = validateForm(formFromPromotion(promotion));
      expect(result.ok, promotion.kind).toBe(true);
      if (!result.ok) continue;
      const { id: _id, updatedAt: _updatedAt, ...stored } = promotion;
      expect(result.input).toEqual(stored);
    }
  });

  it('lists are one item per line, blank lines ignored; an empty video is null', () => {
    const form = formFromPromotion(SAMPLE_PROMOTIONS[3]!);
    form.values.highlights = ' Bio \n\n  Local\n';
    form.values.videoUrl = '  ';
    form.values.rating = '4,5';
    const body = formToBody(form) as { content: Record<string, unknown> };
    expect(body.content.highlights).toEqual(['Bio', 'Local']);
    expect(body.content.videoUrl).toBeNull();
    expect(body.content.rating).toBe(4.5);
  });

  it('a video is refused without its transcript, captions and audio description', () => {
    const form = formFromPromotion(SAMPLE_PROMOTIONS[3]!);
    form.values.videoTranscript = ' ';
    form.values.videoCaptionsUrl = '';
    form.values.videoDescriptionsUrl = '';
    const result = validateForm(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      videoTranscript: 'Une vidéo se publie avec sa transcription.',
      videoCaptionsUrl: 'Une vidéo se publie avec ses sous-titres (fichier WebVTT).',
      videoDescriptionsUrl: 'Une vidéo se publie avec son audiodescription (fichier WebVTT).',
    });
  });

  it('an empty form gets French messages on its fields', () => {
    const result = validateForm(emptyForm('official_notice', 3));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe('Ce champ est obligatoire.');
    expect(result.errors.email).toBe('Adresse e-mail invalide.');
    expect(result.errors.website).toBe('Adresse invalide : elle commence par https:// ou par /.');
    expect(result.errors.position).toBeUndefined();
  });

  it('numbers: required, whole, within bounds', () => {
    const form = formFromPromotion(SAMPLE_PROMOTIONS[3]!);
    form.values.rating = '7';
    form.values.reviews = '';
    form.position = '2.5';
    const result = validateForm(form);
    if (result.ok) throw new Error('should fail');
    expect(result.errors.rating).toBe('La valeur doit être au plus 5.');
    expect(result.errors.reviews).toBe('Ce champ est obligatoire.');
    expect(result.errors.position).toBe('Saisissez un nombre entier.');
  });

  it('partner businesses report errors on their own fields', () => {
    const form = formFromPromotion(SAMPLE_PROMOTIONS[4]!);
    form.businesses[1]!.phone = '';
    const result = validateForm(form);
    if (result.ok) throw new Error('should fail');
    expect(result.errors).toEqual({ 'businesses.1.phone': 'Ce champ est obligatoire.' });
    form.businesses = [];
    const none = validateForm(form);
    if (none.ok) throw new Error('should fail');
    expect(none.errors.businesses).toBe('Ajoutez au moins un commerce.');
  });

  it('maps issue paths to form fields', () => {
    expect(fieldKey(['content', 'services', 2])).toBe('services');
    expect(fieldKey(['content', 'businesses', 0, 'name'])).toBe('businesses.0.name');
    expect(fieldKey(['position'])).toBe('position');
  });
});

describe('card formatting', () => {
  it('tel: keeps digits and a leading plus; mailto: the address', () => {
    expect(telHref('02 98 12 34 56')).toBe('tel:0298123456');
    expect(telHref(' +33 2 98-00.00.00 ')).toBe('tel:+33298000000');
    expect(mailtoHref(' mairie@portmarin.fr ')).toBe('mailto:mairie@portmarin.fr');
  });

  it('supporters in French', () => {
    expect(supportersLabel(847)).toBe('847 soutiens');
    expect(supportersLabel(1)).toBe('1 soutien');
  });
});
