import {
  ChangeNeighbourReportStatusInput,
  CreateNeighbourReportInput,
  FollowNeighbourReportResponse,
  NeighbourReportDetail,
  NeighbourReportIdParams,
  NeighbourReportsPage,
  NeighbourReportsQuery,
  ReopenNeighbourReportInput,
  SimilarNeighbourReports,
  SimilarNeighbourReportsQuery,
  type Role,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN_OR_VISITOR,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import {
  changeStatus,
  createReport,
  findSimilar,
  getReport,
  listReports,
  notifyStatusChange,
  reopenReport,
  setFollow,
  type Viewer,
} from './neighbour-reports.service.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';

/** Far above what a resident files by hand, low enough to stop a script flooding the town hall. */
const REPORTS_PER_WINDOW = 20;
const FOLLOWS_PER_WINDOW = 120;
const STATUS_CHANGES_PER_WINDOW = 300;
const REOPENS_PER_WINDOW = 20;

const viewerOf = (user: { id: string; role: Role } | null): Viewer => (user ? { id: user.id, role: user.role } : null);

const followThrottle = {
  rateLimit: throttle(
    'neighbour-report-follow',
    FOLLOWS_PER_WINDOW,
    TEN_MINUTES,
    'Vous avez suivi trop de signalements en peu de temps. Réessayez dans quelques minutes.',
  ),
};

export const neighbourReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/neighbour-reports',
    {
      schema: {
        summary: 'Lire les signalements de voisinage',
        operationId: 'listNeighbourReports',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['neighbour-reports'],
        querystring: NeighbourReportsQuery,
        response: { 200: NeighbourReportsPage, ...READ_ERRORS },
      },
    },
    async (request) => listReports(app.pool, viewerOf(await getSessionUser(app, request)), request.query),
  );

  app.get(
    '/api/neighbour-reports/similar',
    {
      schema: {
        summary: 'Chercher des signalements semblables',
        operationId: 'listSimilarNeighbourReports',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['neighbour-reports'],
        querystring: SimilarNeighbourReportsQuery,
        response: { 200: SimilarNeighbourReports, ...READ_ERRORS },
      },
    },
    async (request) => ({
      reports: await findSimilar(app.pool, viewerOf(await getSessionUser(app, request)), request.query),
    }),
  );

  app.get(
    '/api/neighbour-reports/:id',
    {
      schema: {
        summary: 'Lire un signalement de voisinage',
        operationId: 'getNeighbourReport',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['neighbour-reports'],
        params: NeighbourReportIdParams,
        response: { 200: NeighbourReportDetail, ...READ_ERRORS },
      },
    },
    async (request) => getReport(app.pool, viewerOf(await getSessionUser(app, request)), request.params.id),
  );

  app.post(
    '/api/neighbour-reports',
    {
      schema: {
        summary: 'Signaler un problème dans la commune',
        operationId: 'createNeighbourReport',
        security: SIGNED_IN,
        tags: ['neighbour-reports'],
        body: CreateNeighbourReportInput,
        response: { 201: NeighbourReportDetail, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'neighbour-report-create',
          REPORTS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez envoyé trop de signalements en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply.status(201).send(await createReport(app.pool, app.uploads, viewerOf(user)!, request.body));
    },
  );

  for (const [method, follow, summary, operationId] of [
    ['POST', true, 'Dire « moi aussi » sur un signalement', 'followNeighbourReport'],
    ['DELETE', false, 'Retirer son « moi aussi »', 'unfollowNeighbourReport'],
  ] as const) {
    app.route({
      method,
      url: '/api/neighbour-reports/:id/follow',
      schema: {
        summary,
        operationId,
        security: SIGNED_IN,
        tags: ['neighbour-reports'],
        params: NeighbourReportIdParams,
        response: { 200: FollowNeighbourReportResponse, ...WRITE_ERRORS },
      },
      config: followThrottle,
      handler: async (request) => {
        // "Moi aussi" counts like a vote: a suspended resident cannot add theirs.
        const user = follow ? await requireActiveUser(app, request) : await requireUser(app, request);
        return setFollow(app.pool, user.id, request.params.id, follow);
      },
    });
  }

  app.post(
    '/api/neighbour-reports/:id/status',
    {
      schema: {
        summary: 'Changer le statut d’un signalement (mairie)',
        operationId: 'setNeighbourReportStatus',
        security: SIGNED_IN,
        tags: ['neighbour-reports'],
        params: NeighbourReportIdParams,
        body: ChangeNeighbourReportStatusInput,
        response: { 200: NeighbourReportDetail, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'neighbour-report-status',
          STATUS_CHANGES_PER_WINDOW,
          TEN_MINUTES,
          'Trop de changements de statut en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = viewerOf(await requireUser(app, request))!;
      const change = await changeStatus(app.pool, user, request.params.id, request.body.status, request.body.note);
      // The change stands even if a notification cannot be sent.
      await notifyStatusChange(app.notifier, change).catch((error: unknown) =>
        request.log.error({ err: error }, 'report status notifications not sent'),
      );
      return getReport(app.pool, user, request.params.id);
    },
  );

  app.post(
    '/api/neighbour-reports/:id/reopen',
    {
      schema: {
        summary: 'Rouvrir un signalement résolu',
        operationId: 'reopenNeighbourReport',
        security: SIGNED_IN,
        tags: ['neighbour-reports'],
        params: NeighbourReportIdParams,
        body: ReopenNeighbourReportInput,
        response: { 200: NeighbourReportDetail, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'neighbour-report-reopen',
          REOPENS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez rouvert trop de signalements en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = viewerOf(await requireActiveUser(app, request))!;
      const change = await reopenReport(app.pool, user, request.params.id, request.body.note);
      await notifyStatusChange(app.notifier, change).catch((error: unknown) =>
        request.log.error({ err: error }, 'report reopen notifications not sent'),
      );
      return getReport(app.pool, user, request.params.id);
    },
  );
};
