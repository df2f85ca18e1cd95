import {
  ErrorResponse,
  MAIL_ALERTS_REQUESTED_MESSAGE,
  MailAlertsRequested,
  MailLinkQuery,
  SubscribeMailAlertsInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_SESSION } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { acceptFormBodies, mailPage, unsubscribeRoutes } from '../../plugins/unsubscribe.ts';
import { announcementPath, publisherOf } from '../announcements/index.ts';
import { scopeText } from './mail-alerts.mail.ts';
import {
  confirmSubscription,
  eraseSubscriber,
  MAIL_ALERTS_CONFIRM_PATH,
  MAIL_ALERTS_LIST,
  MAIL_ALERTS_UNSUBSCRIBE_PATH,
  pendingScope,
  requestSubscription,
  runMailAlerts,
  type MailAlertsDeps,
} from './mail-alerts.service.ts';

/** Requests from one client (IP) in ten minutes: a family's few addresses, not a list. */
const REQUESTS_PER_CLIENT = 10;
const CONFIRMATIONS_PER_CLIENT = 30;
/** How often the job looks for new announcements and mails due. */
export const MAIL_ALERTS_RUN_MS = 10_000;
export const MAIL_ALERTS_JOB = 'mail-alerts';

const tags = ['mail-alerts'];
/** A link's page (sent as text/html, never serialised), or the JSON error of a malformed query. */
const HtmlOrError = z.union([z.string(), ErrorResponse]);

/** The subscription without an account, its confirmation link, and the job that mails the announcements. */
export const mailAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const productName = app.town.productName;
  const publisher = publisherOf(app.town);
  const deps: MailAlertsDeps = {
    pool: app.pool,
    mailer: app.mailer,
    secret: (await app.auth.$context).secret,
    publicUrl: app.env.PUBLIC_URL,
    productName,
    publisher,
    mailbox: app.town.support.email,
    announcementPath,
    log: app.log,
  };
  app.jobs.add({ name: MAIL_ALERTS_JOB, everyMs: MAIL_ALERTS_RUN_MS, run: (now) => runMailAlerts(deps, now) });
  acceptFormBodies(app);

  app.post(
    '/api/mail-alerts',
    {
      schema: {
        summary: 'Demander les annonces de la mairie par e-mail (confirmation par lien)',
        operationId: 'subscribeToMailAlerts',
        security: NO_SESSION,
        tags,
        body: SubscribeMailAlertsInput,
        response: { 202: MailAlertsRequested, 400: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'mail-alerts-subscribe',
          REQUESTS_PER_CLIENT,
          TEN_MINUTES,
          'Trop de demandes d’abonnement en peu de temps. Réessayez dans quelques minutes.',
          { perIp: true },
        ),
      },
    },
    async (request, reply) => {
      await requestSubscription(deps, request.body);
      return reply.status(202).send({ message: MAIL_ALERTS_REQUESTED_MESSAGE });
    },
  );

  const expired = () =>
    mailPage({
      productName,
      title: 'Lien expiré ou déjà utilisé',
      paragraphs: [
        'Ce lien de confirmation ne fonctionne plus. Demandez-en un nouveau depuis la page des annonces de la mairie.',
      ],
      link: { href: '/annonces', label: 'Voir les annonces de la mairie' },
    });

  // A GET only asks: mail scanners that open links must not subscribe anyone.
  app.get(
    MAIL_ALERTS_CONFIRM_PATH,
    {
      schema: {
        summary: 'Demander la confirmation de l’abonnement par e-mail',
        operationId: 'showMailAlertsConfirmation',
        security: NO_SESSION,
        tags,
        querystring: MailLinkQuery,
        response: { 200: z.string(), 400: HtmlOrError },
      },
    },
    async (request, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8');
      const scope = await pendingScope(app.pool, request.query.token);
      if (!scope) return reply.status(400).send(expired());
      return reply.send(
        mailPage({
          productName,
          title: 'Confirmer votre abonnement ?',
          paragraphs: [`Vous recevrez par e-mail ${scopeText(scope)} de la ${publisher}.`],
          form: {
            action: `${MAIL_ALERTS_CONFIRM_PATH}?token=${encodeURIComponent(request.query.token)}`,
            button: 'Confirmer mon abonnement',
          },
        }),
      );
    },
  );

  app.post(
    MAIL_ALERTS_CONFIRM_PATH,
    {
      schema: {
        summary: 'Confirmer l’abonnement par e-mail',
        operationId: 'confirmMailAlerts',
        security: NO_SESSION,
        tags,
        querystring: MailLinkQuery,
        response: { 200: z.string(), 400: HtmlOrError, 429: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'mail-alerts-confirm',
          CONFIRMATIONS_PER_CLIENT,
          TEN_MINUTES,
          'Trop de confirmations en peu de temps. Réessayez dans quelques minutes.',
          { perIp: true },
        ),
      },
    },
    async (request, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8');
      const scope = await confirmSubscription(app.pool, request.query.token);
      if (!scope) return reply.status(400).send(expired());
      return reply.send(
        mailPage({
          productName,
          title: 'Abonnement confirmé',
          paragraphs: [
            `Vous recevrez désormais par e-mail ${scopeText(scope)} de la ${publisher}.`,
            'Chaque e-mail contient un lien pour vous désabonner : votre adresse est alors effacée.',
          ],
          link: { href: '/annonces', label: 'Voir les annonces de la mairie' },
        }),
      );
    },
  );
};

/** The mails' unsubscribe link and one-click POST (plugins/unsubscribe.ts): the address is erased. */
export const mailAlertsUnsubscribeRoutes = unsubscribeRoutes({
  list: MAIL_ALERTS_LIST,
  path: MAIL_ALERTS_UNSUBSCRIBE_PATH,
  tag: 'mail-alerts',
  operationIds: { show: 'showMailAlertsUnsubscribe', leave: 'unsubscribeFromMailAlerts' },
  throttleName: 'mail-alerts-unsubscribe',
  question: {
    title: 'Ne plus recevoir les annonces par e-mail ?',
    paragraphs: [
      'Votre adresse sera effacée de la liste : la mairie ne vous enverra plus ses annonces par e-mail. Vous pourrez vous réabonner à tout moment.',
    ],
  },
  done: {
    paragraphs: ['Votre adresse a été effacée : vous ne recevrez plus les annonces de la mairie par e-mail.'],
    link: { href: '/annonces', label: 'Voir les annonces de la mairie' },
  },
  leave: eraseSubscriber,
});
