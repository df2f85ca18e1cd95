import {
  ContentReportReceipt,
  CreateContentReportInput,
  LiftSuspensionInput,
  ModerateContentInput,
  ModerateContentResponse,
  ModerationLogPage,
  ModerationPageQuery,
  ModerationQueuePage,
  SanctionResponse,
  SanctionUserParams,
  SuspendUserInput,
  WarnUserInput,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { isAdmin, isStaff } from '../../lib/roles.ts';
import { requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import {
  acknowledge,
  createReport,
  listLog,
  listQueue,
  moderateContent,
  notifyOutcome,
  notifySanction,
  sanctionUser,
  toContentResponse,
} from './content-reports.service.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { reportTargets } from './content-reports.targets.ts';

/** Far above what a resident reports by hand, low enough to stop a script flooding the queue. */
const REPORTS_PER_WINDOW = 60;
const MODERATION_ACTIONS_PER_WINDOW = 300;

const moderationThrottle = {
  rateLimit: throttle(
    'moderation-action',
    MODERATION_ACTIONS_PER_WINDOW,
    TEN_MINUTES,
    'Trop de décisions de modération en peu de temps. Réessayez dans quelques minutes.',
  ),
};

async function requireModerator(app: FastifyInstance, request: FastifyRequest) {
  const user = await requireUser(app, request);
  if (!isStaff(user)) throw new AppError('MODERATORS_ONLY');
  return user;
}

/** A notice that cannot be sent does not undo the decision: it is logged, not thrown. */
function logFailure(app: FastifyInstance, what: string) {
  return (error: unknown) => app.log.error({ err: error }, `content reports: ${what} not sent`);
}

export const contentReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every kind residents can report, from the modules that own them.
  const targets = reportTargets(app.modules);

  app.post(
    '/api/reports',
    {
      schema: {
        summary: 'Signaler un contenu',
        operationId: 'reportContent',
        security: SIGNED_IN,
        tags: ['moderation'],
        body: CreateContentReportInput,
        response: { 201: ContentReportReceipt, ...WRITE_ERRORS },
      },
      config: {
        openWhileSuspended: 'a suspended resident still reports what harms them',
        rateLimit: throttle(
          'content-report',
          REPORTS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez envoyé trop de signalements en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      // Not requireActiveUser: a suspended resident may still report unlawful content.
      const user = await requireUser(app, request);
      const { receipt, link } = await createReport(app.pool, targets, user.id, request.body);
      await acknowledge(app.notifier, user.id, request.body, link).catch(logFailure(app, 'acknowledgement'));
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/api/moderation/reports',
    {
      schema: {
        summary: 'Lister les signalements (modération)',
        operationId: 'listReports',
        security: SIGNED_IN,
        tags: ['moderation'],
        querystring: ModerationPageQuery,
        response: { 200: ModerationQueuePage, ...READ_ERRORS },
      },
    },
    async (request) => {
      await requireModerator(app, request);
      return listQueue(app.pool, targets, request.query);
    },
  );

  app.post(
    '/api/moderation/content',
    {
      schema: {
        summary: 'Masquer ou rétablir un contenu (modération)',
        operationId: 'moderateContent',
        security: SIGNED_IN,
        tags: ['moderation'],
        body: ModerateContentInput,
        response: { 200: ModerateContentResponse, ...WRITE_ERRORS },
      },
      config: moderationThrottle,
    },
    async (request) => {
      const moderator = await requireModerator(app, request);
      const outcome = await moderateContent(app.pool, targets, moderator.id, request.body);
      await notifyOutcome(app.notifier, outcome).catch(logFailure(app, 'outcome'));
      return toContentResponse(outcome);
    },
  );

  app.post(
    '/api/moderation/users/:userId/warn',
    {
      schema: {
        summary: 'Avertir un résident (modération)',
        operationId: 'warnUser',
        security: SIGNED_IN,
        tags: ['moderation'],
        params: SanctionUserParams,
        body: WarnUserInput,
        response: { 200: SanctionResponse, ...WRITE_ERRORS },
      },
      config: moderationThrottle,
    },
    async (request) => {
      const moderator = await requireModerator(app, request);
      const { userId } = request.params;
      const result = await sanctionUser(app.pool, moderator, userId, { kind: 'warn' }, request.body.reason);
      await notifySanction(app.notifier, userId, 'warn', request.body.reason, null).catch(logFailure(app, 'warning'));
      return result;
    },
  );

  app.post(
    '/api/moderation/users/:userId/suspend',
    {
      schema: {
        summary: 'Suspendre un résident (modération)',
        operationId: 'suspendUser',
        security: SIGNED_IN,
        tags: ['moderation'],
        params: SanctionUserParams,
        body: SuspendUserInput,
        response: { 200: SanctionResponse, ...WRITE_ERRORS },
      },
      config: moderationThrottle,
    },
    async (request) => {
      const moderator = await requireModerator(app, request);
      const { userId } = request.params;
      const { reason, days } = request.body;
      const result = await sanctionUser(app.pool, moderator, userId, { kind: 'suspend', days }, reason);
      await notifySanction(app.notifier, userId, 'suspend', reason, result.suspendedUntil).catch(
        logFailure(app, 'suspension'),
      );
      return result;
    },
  );

  app.post(
    '/api/moderation/users/:userId/lift',
    {
      schema: {
        summary: 'Lever la suspension d’un résident (modération)',
        operationId: 'liftSuspension',
        security: SIGNED_IN,
        tags: ['moderation'],
        params: SanctionUserParams,
        body: LiftSuspensionInput,
        response: { 200: SanctionResponse, ...WRITE_ERRORS },
      },
      config: moderationThrottle,
    },
    async (request) => {
      const moderator = await requireModerator(app, request);
      const { userId } = request.params;
      const { reason } = request.body;
      const result = await sanctionUser(app.pool, moderator, userId, { kind: 'lift' }, reason);
      await notifySanction(app.notifier, userId, 'lift', reason, null).catch(logFailure(app, 'suspension lift'));
      return result;
    },
  );

  app.get(
    '/api/moderation/log',
    {
      schema: {
        summary: 'Lire le journal de modération (administration)',
        operationId: 'listModerationLog',
        security: SIGNED_IN,
        tags: ['moderation'],
        querystring: ModerationPageQuery,
        response: { 200: ModerationLogPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      if (!isAdmin(user)) throw new AppError('ADMINS_ONLY');
      return listLog(app.pool, request.query);
    },
  );
};
