import {
  CloseReferendumInput,
  CreateReferendumInput,
  DeclineReferendumProposalInput,
  ReferendumProposal,
  ReferendumProposalIdParams,
  ReferendumProposalsList,
  ReceiptCheck,
  ReceiptParams,
  Referendum,
  ReferendumIdParams,
  ReferendumsPage,
  ReferendumsQuery,
  ReferendumStats,
  ReferendumVotersPage,
  ReferendumVotersQuery,
  VoteReferendumInput,
  VoteReferendumResponse,
  type Role,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
  NO_SESSION,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import {
  checkReceipt,
  closeReferendum,
  createReferendum,
  defaultElectorateFor,
  decideProposal,
  getReferendum,
  listPendingProposals,
  notifyProposalDecision,
  proposeReferendum,
  getStats,
  listReferendums,
  listVoters,
  voteReferendum,
} from './referendums.service.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { z } from 'zod';
import { registerSharePage, shareDescription } from '../../plugins/og.ts';

/** A resident votes once per referendum; this leaves room for a town's worth of open ones. */
const VOTES_PER_WINDOW = 100;
const REFERENDUMS_MANAGED_PER_WINDOW = 30;

const manageThrottle = {
  rateLimit: throttle(
    'referendum-manage',
    REFERENDUMS_MANAGED_PER_WINDOW,
    TEN_MINUTES,
    'Trop de référendums créés ou clos en peu de temps. Réessayez dans quelques minutes.',
  ),
};

/** A resident proposes a few referendums a day at most: each one is a moderator's reading. */
const PROPOSALS_PER_DAY = 3;
const ONE_DAY = 24 * 60 * 60 * 1000;

const viewerOf = (user: { id: string; role: Role } | null) => (user ? { id: user.id, role: user.role } : null);

export const referendumsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Decision 0092: residents vote once the town can verify who they are.
  const defaultElectorate = defaultElectorateFor(Boolean(app.env.FRANCECONNECT_ISSUER));
  // The share link /referendum/{id} previews with the referendum's title and question.
  registerSharePage(app, '/referendum/', async (id) => {
    const { rows } = await app.pool.query<{ title: string; question: string }>(
      'select title, question from referendums where id = $1',
      [id],
    );
    const referendum = rows[0];
    if (!referendum) return null;
    return {
      title: `Référendum : ${referendum.title}`,
      description: shareDescription(referendum.question),
      url: `${app.env.PUBLIC_URL}/referendum/${id}`,
      imageUrl: null,
    };
  });

  app.get(
    '/api/referendums',
    {
      schema: {
        summary: 'Lire les référendums',
        operationId: 'listReferendums',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['referendums'],
        querystring: ReferendumsQuery,
        response: { 200: ReferendumsPage, ...READ_ERRORS },
      },
    },
    async (request) => listReferendums(app.pool, viewerOf(await getSessionUser(app, request)), request.query),
  );

  app.get(
    '/api/referendums/stats',
    {
      schema: {
        summary: 'Lire les chiffres des référendums',
        operationId: 'getReferendumStats',
        security: NO_SESSION,
        tags: ['referendums'],
        response: { 200: ReferendumStats, ...READ_ERRORS },
      },
    },
    async () => getStats(app.pool, defaultElectorate),
  );

  app.post(
    '/api/referendums',
    {
      schema: {
        summary: 'Ouvrir un référendum (mairie)',
        operationId: 'createReferendum',
        security: SIGNED_IN,
        tags: ['referendums'],
        body: CreateReferendumInput,
        response: { 201: Referendum, ...WRITE_ERRORS },
      },
      config: manageThrottle,
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const input = { ...request.body, electorate: request.body.electorate ?? defaultElectorate };
      return reply.status(201).send(await createReferendum(app.pool, viewerOf(user)!, input));
    },
  );

  app.post(
    '/api/referendums/proposals',
    {
      schema: {
        summary: 'Proposer un référendum',
        operationId: 'proposeReferendum',
        security: SIGNED_IN,
        tags: ['referendums'],
        body: CreateReferendumInput,
        response: { 201: ReferendumProposal, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'referendum-propose',
          PROPOSALS_PER_DAY,
          ONE_DAY,
          'Vous avez déjà proposé plusieurs référendums aujourd’hui. Réessayez demain.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const proposal = await proposeReferendum(
        app.pool,
        { id: user.id, role: user.role, emailVerified: user.emailVerified },
        { ...request.body, electorate: request.body.electorate ?? defaultElectorate },
        app.town.verification.requiredForCivicVoice,
      );
      return reply.status(201).send(proposal);
    },
  );

  app.get(
    '/api/moderation/referendum-proposals',
    {
      schema: {
        summary: 'Lister les propositions de référendum (modération)',
        operationId: 'listReferendumProposals',
        security: SIGNED_IN,
        tags: ['moderation'],
        response: { 200: ReferendumProposalsList, ...READ_ERRORS },
      },
    },
    async (request) => listPendingProposals(app.pool, viewerOf(await requireUser(app, request))),
  );

  app.post(
    '/api/moderation/referendum-proposals/:id/publish',
    {
      schema: {
        summary: 'Publier une proposition de référendum (modération)',
        operationId: 'publishReferendumProposal',
        security: SIGNED_IN,
        tags: ['moderation'],
        params: ReferendumProposalIdParams,
        response: { 200: z.object({ referendumId: z.uuid() }), ...WRITE_ERRORS },
      },
      config: manageThrottle,
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      const decision = await decideProposal(app.pool, viewerOf(user)!, request.params.id, { publish: true });
      await notifyProposalDecision(app.notifier, decision, null);
      return { referendumId: decision.referendumId! };
    },
  );

  app.post(
    '/api/moderation/referendum-proposals/:id/decline',
    {
      schema: {
        summary: 'Refuser une proposition de référendum (modération)',
        operationId: 'declineReferendumProposal',
        security: SIGNED_IN,
        tags: ['moderation'],
        params: ReferendumProposalIdParams,
        body: DeclineReferendumProposalInput,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: manageThrottle,
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const { reason } = request.body;
      const decision = await decideProposal(app.pool, viewerOf(user)!, request.params.id, { publish: false, reason });
      await notifyProposalDecision(app.notifier, decision, reason);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/referendums/:id',
    {
      schema: {
        summary: 'Lire un référendum',
        operationId: 'getReferendum',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['referendums'],
        params: ReferendumIdParams,
        response: { 200: Referendum, ...READ_ERRORS },
      },
    },
    async (request) => getReferendum(app.pool, request.params.id, viewerOf(await getSessionUser(app, request))),
  );

  app.post(
    '/api/referendums/:id/close',
    {
      schema: {
        summary: 'Clore un référendum (mairie)',
        operationId: 'closeReferendum',
        security: SIGNED_IN,
        tags: ['referendums'],
        params: ReferendumIdParams,
        body: CloseReferendumInput.optional(),
        response: { 200: Referendum, ...WRITE_ERRORS },
      },
      config: manageThrottle,
    },
    async (request) => {
      const user = await requireUser(app, request);
      return closeReferendum(app.pool, viewerOf(user)!, request.params.id, request.body?.reason);
    },
  );

  app.post(
    '/api/referendums/:id/votes',
    {
      schema: {
        summary: 'Voter à un référendum',
        operationId: 'voteInReferendum',
        security: SIGNED_IN,
        tags: ['referendums'],
        params: ReferendumIdParams,
        body: VoteReferendumInput,
        response: { 201: VoteReferendumResponse, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'referendum-vote',
          VOTES_PER_WINDOW,
          TEN_MINUTES,
          'Trop de votes en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      const result = await voteReferendum(
        app.pool,
        { id: user.id, role: user.role, emailVerified: user.emailVerified },
        request.params.id,
        request.body.choice,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/referendums/:id/receipts/:code',
    {
      schema: {
        summary: 'Vérifier un reçu de vote',
        operationId: 'checkVoteReceipt',
        security: NO_SESSION,
        tags: ['referendums'],
        params: ReceiptParams,
        response: { 200: ReceiptCheck, ...READ_ERRORS },
      },
    },
    async (request) => checkReceipt(app.pool, request.params.id, request.params.code),
  );

  app.get(
    '/api/referendums/:id/voters',
    {
      schema: {
        summary: 'Lister les votants d’un référendum (mairie)',
        operationId: 'listReferendumVoters',
        security: SIGNED_IN,
        tags: ['referendums'],
        params: ReferendumIdParams,
        querystring: ReferendumVotersQuery,
        response: { 200: ReferendumVotersPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listVoters(app.pool, viewerOf(user)!, request.params.id, request.query);
    },
  );
};
