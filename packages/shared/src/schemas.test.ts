import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, ERRORS, SignUpInput, UpdateSettingsInput } from './index.ts';

describe('SignUpInput', () => {
  const valid = { name: 'Marie Le Goff', username: 'marie.legoff', email: 'marie@exemple.fr', password: 'Galets-2025' };

  it('accepts a complete sign-up and trims text', () => {
    const parsed = SignUpInput.parse({ ...valid, name: '  Marie Le Goff ', email: ' marie@exemple.fr ' });
    expect(parsed.name).toBe('Marie Le Goff');
    expect(parsed.email).toBe('marie@exemple.fr');
  });

  it('explains each refusal in French', () => {
    const message = (input: object) => SignUpInput.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ password: 'court' })).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(message({ password: 'x'.repeat(129) })).toBe('Le mot de passe doit contenir au plus 128 caractères.');
    expect(message({ email: 'pas-une-adresse' })).toBe("L'adresse e-mail n'est pas valide.");
    expect(message({ name: '  ' })).toBe('Le nom complet est requis.');
    expect(message({ username: 'é t é' })).toMatch(/^Le nom d'utilisateur ne peut contenir/);
    // /api/profiles/featured is the showcase list: a resident of that name could not be opened.
    expect(message({ username: 'Featured' })).toBe("Ce nom d'utilisateur est réservé.");
  });

  it('speaks French for zod’s own messages too', () => {
    const issue = SignUpInput.safeParse({ ...valid, name: 42 }).error?.issues[0];
    expect(issue?.message).toMatch(/attendu/i);
  });
});

describe('UpdateSettingsInput', () => {
  it('accepts a partial change', () => {
    expect(UpdateSettingsInput.parse({ privacy: { onlineStatus: true } })).toEqual({ privacy: { onlineStatus: true } });
  });

  it('refuses unknown keys, non-booleans and empty changes', () => {
    expect(UpdateSettingsInput.safeParse({ privacy: { nope: true } }).success).toBe(false);
    expect(UpdateSettingsInput.safeParse({ notifications: { posts: 'oui' } }).success).toBe(false);
    expect(UpdateSettingsInput.safeParse({}).success).toBe(false);
  });
});

describe('constants', () => {
  it('has the spec defaults for settings', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      notifications: { posts: true, comments: true, friends: true, messages: false, events: true },
      privacy: { profileVisible: true, onlineStatus: false, readReceipts: true, showVerifiedResident: false },
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
      digest: 'off',
    });
  });

  it('refuses quiet hours with a badly written time or the same start and end', () => {
    expect(UpdateSettingsInput.safeParse({ quietHours: { start: '22:00', end: '07:00' } }).success).toBe(true);
    expect(UpdateSettingsInput.safeParse({ quietHours: { start: '22h' } }).success).toBe(false);
    expect(UpdateSettingsInput.safeParse({ quietHours: { start: '08:00', end: '08:00' } }).success).toBe(false);
    expect(UpdateSettingsInput.safeParse({ digest: 'monthly' }).success).toBe(false);
  });

  it('maps every error code to a 4xx/5xx status and a French message', () => {
    for (const { status, message } of Object.values(ERRORS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(message.length).toBeGreaterThan(5);
    }
  });
});
