import {
  CreateSuggestionInput,
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
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
  NO_SESSION,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { canSetSuggestionStatus } from './suggestions.policy.ts';
import {
  createSuggestion,
  listSuggestions,
  notifySuggestionStatus,
  setSuggestionStatus,
  suggestionStats,
  voteSuggestion,
} from './suggestions.service.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';

/** Limits no resident meets by hand: ideas are written slowly, votes clicked a little faster. */
const SUGGESTIONS_PER_WINDOW = 10;
const VOTES_PER_WINDOW = 120;
const STATUS_CHANGES_PER_WINDOW = 300;

export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/suggestions',
    {
      schema: {
        summary: 'Lire la boîte à idées',
        operationId: 'listSuggestions',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['suggestions'],
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const viewer = await getSessionUser(app, request);
      return listSuggestions(app.pool, viewer?.id ?? null, request.query);
    },
  );

  app.get(
    '/api/suggestions/stats',
    {
      schema: {
        summary: 'Lire les chiffres de la boîte à idées',
        operationId: 'getSuggestionStats',
        security: NO_SESSION,
        tags: ['suggestions'],
        response: { 200: SuggestionStats, ...READ_ERRORS },
      },
    },
    async () => suggestionStats(app.pool),
  );

  app.post(
    '/api/suggestions',
    {
      schema: {
        summary: 'Proposer une idée',
        operationId: 'createSuggestion',
        security: SIGNED_IN,
        tags: ['suggestions'],
        body: CreateSuggestionInput,
        response: { 201: Suggestion, ...WRITE_ERRORS },
      },
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
        summary: 'Soutenir une idée',
        operationId: 'voteForSuggestion',
        security: SIGNED_IN,
        tags: ['suggestions'],
        params: SuggestionIdParams,
        response: { 200: SuggestionVoteResponse, ...WRITE_ERRORS },
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
      return voteSuggestion(app.pool, user.id, request.params.id, app.town.verification.requiredForCivicVoice);
    },
  );

  app.patch(
    '/api/suggestions/:id/status',
    {
      schema: {
        summary: 'Changer le statut d’une idée (mairie)',
        operationId: 'setSuggestionStatus',
        security: SIGNED_IN,
        tags: ['suggestions'],
        params: SuggestionIdParams,
        body: UpdateSuggestionStatusInput,
        response: { 200: Suggestion, ...WRITE_ERRORS },
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
