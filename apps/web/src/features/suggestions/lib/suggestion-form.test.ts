import { describe, expect, it } from 'vitest';
import {
  EMPTY_SUGGESTION_FORM,
  SUGGESTION_TOASTS,
  commentsLabel,
  validateSuggestionForm,
  votesLabel,
} from './suggestion-form';

describe('validateSuggestionForm', () => {
  it('asks for the title and the description with the spec message', () => {
    for (const values of [
      EMPTY_SUGGESTION_FORM,
      { ...EMPTY_SUGGESTION_FORM, title: 'Bancs sur le quai' },
      { ...EMPTY_SUGGESTION_FORM, description: 'Pour se reposer' },
      { ...EMPTY_SUGGESTION_FORM, title: '   ', description: '\u200b ' },
    ]) {
      expect(validateSuggestionForm(values)).toEqual({
        ok: false,
        message: 'Veuillez remplir tous les champs obligatoires.',
      });
    }
  });

  it('gives the trimmed input with its category', () => {
    expect(
      validateSuggestionForm({
        title: '  Bancs sur le quai ',
        description: ' Pour se reposer ',
        category: 'interface',
      }),
    ).toEqual({
      ok: true,
      input: { title: 'Bancs sur le quai', description: 'Pour se reposer', category: 'interface' },
    });
  });

  it('says when a field is too long', () => {
    const result = validateSuggestionForm({ ...EMPTY_SUGGESTION_FORM, title: 'x'.repeat(121), description: 'x' });
    expect(result).toEqual({ ok: false, message: 'Le titre contient au plus 120 caractères.' });
  });
});

describe('the form after sending', () => {
  it('comes back empty with the category fonctionnalite, and the spec toasts', () => {
    expect(EMPTY_SUGGESTION_FORM).toEqual({ title: '', description: '', category: 'fonctionnalite' });
    expect(SUGGESTION_TOASTS.sent).toEqual({
      title: 'Suggestion envoyée !',
      description: 'Merci pour votre suggestion. Elle sera examinée par notre équipe.',
    });
    expect(SUGGESTION_TOASTS.invalid.title).toBe('Erreur');
  });
});

describe('labels', () => {
  it('counts in French', () => {
    expect([0, 1, 2, 1500].map(votesLabel)).toEqual(['0 vote', '1 vote', '2 votes', '1\u202f500 votes']);
    expect(commentsLabel(3)).toBe('3 commentaires');
  });
});
