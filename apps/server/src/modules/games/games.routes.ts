import {
  GamePlayParams,
  GuessInput,
  GuessResponse,
  MotusGuessInput,
  MotusGuessResponse,
  GameBest,
  GameLeaderboard,
  GamePlayResponse,
  GameScoreResponse,
  GameSlugParams,
  GamesList,
  GamesQuery,
  LeaderboardQuery,
  MemoryFlipInput,
  MemoryFlipResponse,
  ReactionSignalResponse,
  SubmitGameScoreInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { getSessionUser, requireUser, SIGNED_IN_OR_VISITOR, SIGNED_IN, NO_SESSION } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import {
  judgeFlip,
  judgeGuess,
  judgeWord,
  leaderboard,
  listGames,
  residentBest,
  startPlay,
  startSignal,
  submitScore,
} from './games.service.ts';

/**
 * Limits no player meets by hand: the quickest game (a reaction test) lasts a few seconds, so
 * 120 games in ten minutes is already fast; beyond it a script is counting.
 */
const PLAYS_PER_WINDOW = 120;
const SCORES_PER_WINDOW = 120;
/** A memory game is 16 to 60 flips: twenty games in ten minutes is a very quick hand. */
const FLIPS_PER_WINDOW = 1200;

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/games',
    {
      schema: {
        summary: 'Lister les jeux',
        operationId: 'listGames',
        security: NO_SESSION,
        tags: ['games'],
        querystring: GamesQuery,
        response: { 200: GamesList, ...READ_ERRORS },
      },
    },
    async (request) => ({ games: await listGames(app.pool, request.query.ageGroup) }),
  );

  // Visitors play too, so their plays count (per IP for them, per resident otherwise); a resident
  // gets the play their score will name.
  app.post(
    '/api/games/:slug/plays',
    {
      schema: {
        summary: 'Commencer une partie',
        operationId: 'startGamePlay',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['games'],
        params: GameSlugParams,
        response: { 200: GamePlayResponse, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'game-play',
          PLAYS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez lancé beaucoup de parties en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => startPlay(app.pool, request.params.slug, (await getSessionUser(app, request))?.id ?? null),
  );

  app.post(
    '/api/games/:slug/scores',
    {
      schema: {
        summary: 'Enregistrer son score',
        operationId: 'recordGameScore',
        security: SIGNED_IN,
        tags: ['games'],
        params: GameSlugParams,
        body: SubmitGameScoreInput,
        response: { 201: GameScoreResponse, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'game-score',
          SCORES_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez envoyé beaucoup de scores en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireUser(app, request);
      return reply.status(201).send(await submitScore(app.pool, request.params.slug, user.id, request.body));
    },
  );

  // Devine le nombre: each guess is judged by the server, which keeps the play's number.
  app.post(
    '/api/games/:slug/plays/:playId/guesses',
    {
      schema: {
        summary: 'Proposer un nombre (Devine le nombre)',
        operationId: 'guessInGame',
        security: SIGNED_IN,
        tags: ['games'],
        params: GamePlayParams,
        body: GuessInput,
        response: { 200: GuessResponse, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      const { slug, playId } = request.params;
      return judgeGuess(app.pool, slug, user.id, playId, request.body.guess);
    },
  );

  // Motus: each word is coloured by the server, which keeps the play's word until the end.
  app.post(
    '/api/games/:slug/plays/:playId/words',
    {
      schema: {
        summary: 'Proposer un mot (Motus)',
        operationId: 'playWord',
        security: SIGNED_IN,
        tags: ['games'],
        params: GamePlayParams,
        body: MotusGuessInput,
        response: { 200: MotusGuessResponse, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      const { slug, playId } = request.params;
      return judgeWord(app.pool, slug, user.id, playId, request.body.word);
    },
  );

  // Memory: the server deals the board and tells each card's face as it is flipped.
  app.post(
    '/api/games/:slug/plays/:playId/flips',
    {
      schema: {
        summary: 'Retourner une carte (Memory)',
        operationId: 'flipMemoryCard',
        security: SIGNED_IN,
        tags: ['games'],
        params: GamePlayParams,
        body: MemoryFlipInput,
        response: { 200: MemoryFlipResponse, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'game-flip',
          FLIPS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez retourné beaucoup de cartes en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      const { slug, playId } = request.params;
      return judgeFlip(app.pool, slug, user.id, playId, request.body.card);
    },
  );

  // Test de réaction: the server draws the wait and keeps when the signal is due.
  app.post(
    '/api/games/:slug/plays/:playId/signal',
    {
      schema: {
        summary: 'Lancer le signal (Test de réaction)',
        operationId: 'startReactionSignal',
        security: SIGNED_IN,
        tags: ['games'],
        params: GamePlayParams,
        response: { 200: ReactionSignalResponse, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'game-signal',
          PLAYS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez lancé beaucoup de parties en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      const { slug, playId } = request.params;
      return startSignal(app.pool, slug, user.id, playId);
    },
  );

  app.get(
    '/api/games/:slug/leaderboard',
    {
      schema: {
        summary: 'Lire le classement d’un jeu',
        operationId: 'getLeaderboard',
        security: NO_SESSION,
        tags: ['games'],
        params: GameSlugParams,
        querystring: LeaderboardQuery,
        response: { 200: GameLeaderboard, ...READ_ERRORS },
      },
    },
    async (request) => leaderboard(app.pool, request.params.slug, request.query),
  );

  app.get(
    '/api/games/:slug/best',
    {
      schema: {
        summary: 'Lire son meilleur score à un jeu',
        operationId: 'getMyBestScore',
        security: SIGNED_IN,
        tags: ['games'],
        params: GameSlugParams,
        response: { 200: GameBest, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return residentBest(app.pool, request.params.slug, user.id);
    },
  );
};
