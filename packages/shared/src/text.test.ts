import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  CreateCommentInput,
  CreatePostInput,
  CURSOR_MESSAGE,
  CursorField,
  isBlank,
  hasControlCharacter,
  PageQuery,
  SearchQuery,
  SendMessageInput,
  Text,
  TypedText,
  UpdateProfileInput,
  UsernameParams,
} from './index.ts';

const message = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('hasControlCharacter', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0007',
      '\u000B',
      '\u000C',
      '\u001B',
      '\u001F',
      '\u007F',
      '\u0085',
      '\u009F',
    ]) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
  });

  it('lets tab, line feed, carriage return and ordinary text through', () => {
    expect(hasControlCharacter('Ligne 1\r\n\tLigne 2\n')).toBe(false);
    expect(hasControlCharacter('Crêpes à la pointe du Raz, 10 € 🦀 ‍ ')).toBe(false);
  });
});

describe('isBlank', () => {
  it('is true for whitespace and invisible characters only', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \n\t\u00A0')).toBe(true);
    expect(isBlank('\u200B\u200C\u200D\u2060\uFEFF')).toBe(true);
    expect(isBlank(' \u200B \n\u2060 ')).toBe(true);
  });

  it('is false as soon as something shows', () => {
    expect(isBlank('\u200Ba\u200B')).toBe(false);
    expect(isBlank('👩‍🚒')).toBe(false);
    expect(isBlank('.')).toBe(false);
  });
});

describe('Text', () => {
  it('refuses control characters with one French message, before any other check', () => {
    expect(message(Text.safeParse('a\u0000'))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(Text.max(2).safeParse('abc\u0000').error?.issues).toHaveLength(1);
    expect(Text.parse('a\tb\nc')).toBe('a\tb\nc');
  });

  it('is used by every kind of input: bodies, query strings, path parameters', () => {
    expect(message(CreatePostInput.safeParse({ content: 'Bonjour\u0000' }))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(message(SearchQuery.safeParse({ q: 'mar\u0000' }))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(message(UsernameParams.safeParse({ username: '\u0000' }))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(message(UpdateProfileInput.safeParse({ bio: 'x\u0000' }))).toBe(CONTROL_CHARACTER_MESSAGE);
  });
});

describe('TypedText', () => {
  it('trims, and reads text that shows nothing as empty', () => {
    expect(TypedText.parse('  Bonjour  ')).toBe('Bonjour');
    expect(TypedText.parse('\u200B \u2060\uFEFF')).toBe('');
    expect(TypedText.parse('\u200BBonjour')).toBe('\u200BBonjour');
  });

  it('makes required text refuse invisible-only content', () => {
    const invisible = '\u200B\u200C\u200D\u2060\uFEFF \n';
    expect(message(CreateCommentInput.safeParse({ content: invisible }))).toBe('Le commentaire est vide.');
    expect(message(SendMessageInput.safeParse({ content: invisible, clientId: crypto.randomUUID() }))).toBe(
      'Le message est vide.',
    );
    expect(message(CreatePostInput.safeParse({ content: invisible }))).toBe('Veuillez ajouter du contenu ou une photo');
    expect(CreatePostInput.parse({ content: invisible, uploadId: crypto.randomUUID() }).content).toBe('');
    expect(UpdateProfileInput.parse({ bio: '\u200B' }).bio).toBeNull();
  });
});

describe('CursorField', () => {
  it('takes base64url only, up to 200 characters', () => {
    expect(CursorField.safeParse('MjAyNS0wNi0wMVQxMjowMDowMC4wMDAwMDBafGFi').success).toBe(true);
    expect(message(CursorField.safeParse('abc=='))).toBe(CURSOR_MESSAGE);
    expect(message(CursorField.safeParse('a'.repeat(201)))).toBe(CURSOR_MESSAGE);
    expect(message(PageQuery.safeParse({ cursor: '%00' }))).toBe(CURSOR_MESSAGE);
    expect(message(PageQuery.safeParse({ cursor: '\u0000' }))).toBe(CONTROL_CHARACTER_MESSAGE);
  });
});
