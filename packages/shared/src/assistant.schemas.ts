import { z } from 'zod';
import { TypedText } from './text.schemas.ts';

/** The local assistant (spec 2, "Local AI assistant"): a question, answered from the town's own data. */

export const ASSISTANT_QUESTION_MAX = 500;

export const AskAssistantInput = z
  .object({
    question: TypedText.min(1, 'Posez votre question.').max(
      ASSISTANT_QUESTION_MAX,
      `Votre question ne peut pas dépasser ${ASSISTANT_QUESTION_MAX} caractères.`,
    ),
  })
  .strict();
export type AskAssistantInput = z.infer<typeof AskAssistantInput>;

/** Where an answer's facts come from: each one a page of the app. */
export const ASSISTANT_SOURCE_KINDS = [
  'municipal-service',
  'event',
  'business',
  'business-page',
  'association',
  'faq',
  'weather',
  'sea',
  'page',
] as const;
export const AssistantSourceKind = z.enum(ASSISTANT_SOURCE_KINDS);
export type AssistantSourceKind = z.infer<typeof AssistantSourceKind>;

export const AssistantSource = z.object({
  kind: AssistantSourceKind,
  title: z.string(),
  /** The app page it links to (`/event/{id}`, `/municipal-services?q=…`, `/weather`…). */
  path: z.string(),
});
export type AssistantSource = z.infer<typeof AssistantSource>;

export const AssistantAnswer = z.object({
  answer: z.string(),
  sources: z.array(AssistantSource),
});
export type AssistantAnswer = z.infer<typeof AssistantAnswer>;

/** The chips under the welcome message (also the questions the server tests answer). */
export const ASSISTANT_SUGGESTED_QUESTIONS = [
  'Quels sont les horaires de la mairie ?',
  'Quels événements sont prévus prochainement ?',
  'Où manger au bord de la mer ?',
  'Quand sont collectés les encombrants ?',
  'Où se baigner en sécurité ?',
  'Quel temps fait-il aujourd’hui ?',
] as const;
