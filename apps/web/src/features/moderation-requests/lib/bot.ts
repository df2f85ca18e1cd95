import { paths } from '@/config/paths';

/** Spec section 9: the moderation bot answers 1.5 s after the resident's message. */
export const BOT_DELAY_MS = 1500;

export const WELCOME_MESSAGE =
  'Bonjour ! Je suis l’assistant de la modération. Je peux vous aider à signaler un contenu, à résoudre un problème technique ou à retrouver l’accès à votre compte. Que se passe-t-il ?';

/** The quick-action buttons: each fills the input with its text (spec, Moderation). */
export const QUICK_ACTIONS = [
  { label: 'Signaler un contenu', text: 'Je souhaite signaler un contenu inapproprié' },
  { label: 'Problème technique', text: "J'ai un problème technique" },
] as const;

export type BotTopic = 'report' | 'help' | 'account' | 'thanks' | 'greeting' | 'unknown';
export type BotLink = { label: string; to: string };
export type BotReply = { topic: BotTopic; text: string; links: BotLink[] };

/**
 * Keyword routing, first match wins: the precise needs (a report, a bug, an account) before the
 * courtesies, so that « Bonjour, j’ai un bug » is answered about the bug.
 */
const ROUTES: Array<{ topic: Exclude<BotTopic, 'unknown'>; words: RegExp }> = [
  {
    topic: 'report',
    words:
      /\b(signal\w*|spam\w*|inappropri\w*|abus\w*|harcel\w*|insult\w*|arnaque\w*|escroc\w*|choquant\w*|haine|menace\w*|faux profil)/,
  },
  {
    topic: 'help',
    words:
      /\b(aide[rz]?|help|bug\w*|beug\w*|probleme\w*|erreur\w*|plant\w*|bloque\w*|marche pas|fonctionne pas|technique\w*|panne)\b/,
  },
  {
    topic: 'account',
    words: /\b(compte\w*|mot de passe|password|mdp|connexion|connecter|identifiant\w*|e-?mail|pirat\w*)\b/,
  },
  { topic: 'thanks', words: /\b(merci\w*|thanks?|remercie\w*)\b/ },
  { topic: 'greeting', words: /\b(bonjour|bonsoir|salut|hello|coucou|hey|bjr)\b/ },
];

const ANSWERS: Record<BotTopic, Omit<BotReply, 'topic'>> = {
  report: {
    text: 'Pour signaler un contenu, utilisez « Signaler » dans le menu de la publication, du commentaire, du profil, du message ou de la page concernée, puis choisissez un motif. Un modérateur l’examine et vous recevez le résultat en notification. Pour un cas grave ou qui dure, écrivez directement à un modérateur avec le bouton ci-dessous.',
    links: [{ label: 'Lire les règles de la communauté', to: paths.communityStandards }],
  },
  help: {
    text: 'Désolé pour ce souci. La page Aide répond aux questions les plus courantes. Si le problème continue, écrivez à l’administrateur avec le bouton ci-dessous en précisant ce que vous faisiez, votre appareil et votre navigateur.',
    links: [{ label: 'Ouvrir la page Aide', to: paths.help }],
  },
  account: {
    text: 'Mot de passe oublié ? Choisissez « Mot de passe oublié ? » sur la page de connexion : un lien de réinitialisation vous est envoyé par e-mail. Votre profil, votre confidentialité, l’export de vos données et la suppression du compte se règlent dans les Paramètres.',
    links: [
      { label: 'Aller aux Paramètres', to: paths.settings },
      { label: 'Page de connexion', to: paths.auth },
    ],
  },
  thanks: {
    text: 'Avec plaisir ! N’hésitez pas à revenir si vous avez une autre question.',
    links: [],
  },
  greeting: {
    text: 'Bonjour ! Dites-moi ce qui vous amène : signaler un contenu, un problème technique, une question sur votre compte…',
    links: [],
  },
  unknown: {
    text: 'Je n’ai pas bien compris. Je peux vous aider à signaler un contenu, à résoudre un problème technique ou à gérer votre compte. Pour toute autre question, écrivez à l’équipe avec les boutons ci-dessous : elle vous répond sous 24h.',
    links: [],
  },
};

/** Lower case without accents, apostrophes as spaces: « Problème » and « probleme » match alike. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, ' ');
}

export function botTopic(message: string): BotTopic {
  const folded = fold(message);
  return ROUTES.find((route) => route.words.test(folded))?.topic ?? 'unknown';
}

export function botReply(message: string): BotReply {
  const topic = botTopic(message);
  return { topic, ...ANSWERS[topic] };
}
