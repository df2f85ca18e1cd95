import { AskAssistantInput, AssistantAnswer } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WRITE_ERRORS } from '../../lib/route-errors.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { llmConfig } from './assistant.llm.ts';
import { answerQuestion } from './assistant.service.ts';
import { NO_SESSION } from '../../plugins/session.ts';

/** A question every ten seconds for ten minutes: a conversation never gets there, a script does. */
export const QUESTIONS_PER_WINDOW = 60;

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const llm = llmConfig(app.env);

  // Visitors ask too, as every hub page is open to them (counted per IP, per resident when signed in).
  app.post(
    '/api/assistant/ask',
    {
      schema: {
        summary: 'Poser une question à l’assistant de la commune',
        operationId: 'askAssistant',
        security: NO_SESSION,
        tags: ['assistant'],
        body: AskAssistantInput,
        response: { 200: AssistantAnswer, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'assistant-ask',
          QUESTIONS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez posé beaucoup de questions en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => answerQuestion(app.pool, app.town, request.body.question, llm, request.log),
  );
};
