import {
  AccessibilityReportInput,
  AnswerModerationRequestInput,
  AnsweredModerationRequest,
  CreateModerationRequestInput,
  ErrorResponse,
  ModerationRequest,
  ModerationRequestIdParams,
  ModerationRequestsPage,
  ModerationRequestsQuery,
  VisitorAccessibilityReportInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { Delivery } from '../messages/index.ts';
import {
  getSessionUser,
  requireActiveUser,
  requireUser,
  SIGNED_IN,
  SIGNED_IN_OR_VISITOR,
} from '../../plugins/session.ts';
import { throttle } from '../../plugins/throttle.ts';
import { canReadInbox } from './moderation-requests.policy.ts';
import {
  answerRequest,
  createAccessibilityReport,
  createRequest,
  listInbox,
  listMyRequests,
} from './moderation-requests.service.ts';
import { READ_ERRORS } from '../../lib/route-errors.ts';

const HOUR = 60 * 60 * 1000;
/** A resident writes to the team a few times a week; a script filling the inbox does not get far. */
const REQUESTS_PER_HOUR = 10;
/**
 * Accessibility reports: a resident, or a visitor counted per address (a household or a library
 * shares one), meets a few problems in a visit; a script flooding the moderators does not get far.
 */
const ACCESSIBILITY_REPORTS_PER_HOUR = 5;
/** A moderator clearing the inbox answers one request after another. */
const ANSWERS_PER_HOUR = 200;

/** /moderation: residents contact the administrator, the moderators or the product team; the team answers. */
export const moderationRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const delivery = {
    realtime: app.realtime,
    notifier: app.notifier,
    push: app.push,
    log: app.log,
    mailer: app.mailer,
    productName: app.town.productName,
  } satisfies Delivery & Record<string, unknown>;

  app.post(
    '/api/accessibility-reports',
    {
      schema: {
        summary: "Signaler un problème d'accessibilité",
        operationId: 'createAccessibilityReport',
        security: SIGNED_IN_OR_VISITOR,
        tags: ['moderation'],
        body: AccessibilityReportInput,
        response: { 201: ModerationRequest, 400: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        openWhileSuspended: 'an accessibility problem may be what stops a resident from using the app',
        rateLimit: throttle(
          'accessibility-report',
          ACCESSIBILITY_REPORTS_PER_HOUR,
          HOUR,
          'Vous avez envoyé beaucoup de signalements en peu de temps. Réessayez dans une heure.',
        ),
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(app, request);
      if (!user) {
        const visitor = VisitorAccessibilityReportInput.safeParse(request.body);
        if (!visitor.success) throw new AppError('VALIDATION_ERROR', visitor.error.issues[0]?.message);
      }
      return reply.status(201).send(await createAccessibilityReport(app.pool, user?.id ?? null, request.body));
    },
  );

  app.post(
    '/api/moderation/requests',
    {
      schema: {
        summary: 'Écrire à la modération',
        operationId: 'createModerationRequest',
        security: SIGNED_IN,
        tags: ['moderation'],
        body: CreateModerationRequestInput,
        response: { 201: ModerationRequest, ...READ_ERRORS, 429: ErrorResponse },
      },
      config: {
        openWhileSuspended: 'the way to contest a suspension is to ask the moderators',
        rateLimit: throttle(
          'moderation-request',
          REQUESTS_PER_HOUR,
          HOUR,
          "Vous avez envoyé beaucoup de demandes en peu de temps. L'équipe vous répond sous 24h : réessayez plus tard.",
        ),
      },
    },
    async (request, reply) => {
      // A suspended resident may still write to the team, about their suspension first of all.
      const user = await requireUser(app, request);
      return reply.status(201).send(await createRequest(app.pool, user.id, request.body));
    },
  );

  app.get(
    '/api/moderation/requests/mine',
    {
      schema: {
        summary: 'Lister ses demandes à la modération',
        operationId: 'listMyModerationRequests',
        security: SIGNED_IN,
        tags: ['moderation'],
        querystring: ModerationRequestsQuery,
        response: { 200: ModerationRequestsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      return listMyRequests(app.pool, user.id, request.query);
    },
  );

  app.get(
    '/api/moderation/requests',
    {
      schema: {
        summary: 'Lister les demandes adressées à la modération (modération)',
        operationId: 'listModerationRequests',
        security: SIGNED_IN,
        tags: ['moderation'],
        querystring: ModerationRequestsQuery,
        response: { 200: ModerationRequestsPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      if (!canReadInbox(user)) throw new AppError('MODERATORS_ONLY');
      return listInbox(app.pool, user, request.query);
    },
  );

  app.post(
    '/api/moderation/requests/:id/answer',
    {
      schema: {
        summary: 'Répondre à une demande (modération)',
        operationId: 'answerModerationRequest',
        security: SIGNED_IN,
        tags: ['moderation'],
        params: ModerationRequestIdParams,
        body: AnswerModerationRequestInput,
        response: { 200: AnsweredModerationRequest, ...READ_ERRORS, 409: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'moderation-answer',
          ANSWERS_PER_HOUR,
          HOUR,
          'Vous avez répondu à beaucoup de demandes en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      // The answer is a message: a suspended account writes none.
      const user = await requireActiveUser(app, request);
      if (!canReadInbox(user)) throw new AppError('MODERATORS_ONLY');
      return answerRequest(app.pool, delivery, user, request.params.id, request.body.answer);
    },
  );
};
