import { describe, expect, it } from 'vitest';
import { BOT_DELAY_MS, botReply, botTopic, QUICK_ACTIONS } from './bot';

describe('botTopic', () => {
  it.each([
    ['Je souhaite signaler un contenu inapproprié', 'report'],
    ['Il y a du SPAM dans le groupe', 'report'],
    ['Quelqu’un me harcèle', 'report'],
    ['J’ai un problème technique', 'help'],
    ['Bonjour, j’ai trouvé un bug', 'help'],
    ["L'appli plante au démarrage", 'help'],
    ['Besoin d’aide', 'help'],
    ['J’ai oublié mon mot de passe', 'account'],
    ['Je veux supprimer mon compte', 'account'],
    ['Mon e-mail a changé', 'account'],
    ['Merci beaucoup !', 'thanks'],
    ['Bonjour', 'greeting'],
    ['salut', 'greeting'],
    ['Quelle heure est-il ?', 'unknown'],
  ])('routes « %s » to %s', (message, topic) => {
    expect(botTopic(message)).toBe(topic);
  });

  it('ignores accents and case', () => {
    expect(botTopic('PROBLEME')).toBe('help');
    expect(botTopic('Problème')).toBe('help');
  });
});

describe('botReply', () => {
  it('points to the real features: « Signaler », the help page, the settings', () => {
    expect(botReply('signaler').text).toContain('« Signaler »');
    expect(botReply('bug').links.map((l) => l.to)).toContain('/aide');
    expect(botReply('mot de passe').links.map((l) => l.to)).toContain('/settings');
    expect(botReply('mot de passe').text).toContain('Mot de passe oublié ?');
  });

  it('answers something for anything', () => {
    expect(botReply('???').text).toMatch(/24h/);
  });
});

describe('constants', () => {
  it('waits 1.5 s and offers the spec’s two quick actions', () => {
    expect(BOT_DELAY_MS).toBe(1500);
    expect(QUICK_ACTIONS.map((a) => a.text)).toEqual([
      'Je souhaite signaler un contenu inapproprié',
      "J'ai un problème technique",
    ]);
  });
});
