import {
  CreateSuggestionInput,
  ErrorResponse,
  Suggestion,
  SuggestionIdParams,
  SuggestionStats,
  SuggestionsPage,
  SuggestionsQuery,
  SuggestionVoteResponse,
  UpdateSuggestionStatusInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { getSessionUser, requireActiveUser, requireUser } from '../../plugins/session.ts';
import { throttle } from '../../plugins/throttle.ts';
import { canSetSuggestionStatus } from './suggestions.policy.ts';
import {
  createSuggestion,
  listSuggestions,
  notifySuggestionStatus,
  setSuggestionStatus,
  suggestionStats,
  voteSuggestion,
} from './suggestions.service.ts';

const TEN_MINUTES = 10 * 60 * 1000;
/** Limits no resident meets by hand: ideas are written slowly, votes clicked a little faster. */
const SUGGESTIONS_PER_WINDOW = 10;
const VOTES_PER_WINDOW = 120;
const STATUS_CHANGES_PER_WINDOW = 300;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } as const;
const writeErrors = { ...errors, 409: ErrorResponse, 429: ErrorResponse } as const;

export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/suggestions',
    { schema: { tags: ['suggestions'], querystring: SuggestionsQuery, response: { 200: SuggestionsPage, ...errors } } },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return listSuggestions(app.pool, viewer?.id ?? null, request.query);
    },
  );

  app.get(
    '/api/suggestions/stats',
    { schema: { tags: ['suggestions'], response: { 200: SuggestionStats, ...errors } } },
    async () => suggestionStats(app.pool),
  );

  app.post(
    '/api/suggestions',
    {
      schema: { tags: ['suggestions'], body: CreateSuggestionInput, response: { 201: Suggestion, ...writeErrors } },
      config: {
        rateLimit: throttle(
          'suggestion-create',
          SUGGESTIONS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez envoyé trop de suggestions en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply.status(201).send(await createSuggestion(app.pool, user.id, request.body));
    },
  );

  app.post(
    '/api/suggestions/:id/vote',
    {
      schema: {
        tags: ['suggestions'],
        params: SuggestionIdParams,
        response: { 200: SuggestionVoteResponse, ...writeErrors },
      },
      config: {
        rateLimit: throttle(
          'suggestion-vote',
          VOTES_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez voté trop de fois en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      return voteSuggestion(app.pool, user.id, request.params.id);
    },
  );

  app.patch(
    '/api/suggestions/:id/status',
    {
      schema: {
        tags: ['suggestions'],
        params: SuggestionIdParams,
        body: UpdateSuggestionStatusInput,
        response: { 200: Suggestion, ...writeErrors },
      },
      config: {
        rateLimit: throttle(
          'suggestion-status',
          STATUS_CHANGES_PER_WINDOW,
          TEN_MINUTES,
          'Trop de changements de statut en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      if (!canSetSuggestionStatus(user)) throw new AppError('MODERATORS_ONLY');
      const { status, reason } = request.body;
      const result = await setSuggestionStatus(app.pool, user.id, request.params.id, status, reason);
      if (result.changed && result.authorId) {
        await notifySuggestionStatus(app.notifier, result.authorId, result.suggestion).catch((error: unknown) =>
          request.log.error({ err: error }, 'suggestion status notification not sent'),
        );
      }
      return result.suggestion;
    },
  );
};
