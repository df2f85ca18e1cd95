import {
  CounterVerificationInput,
  ErrorResponse,
  RequestResidenceLetterInput,
  ResidenceDecisionReasonInput,
  ResidenceDesk,
  ResidentIdParams,
  ResidentSearchQuery,
  ResidentSearchResults,
  SubmitResidenceCodeInput,
  VerificationStatus,
  type NotificationType,
  type SessionUser,
} from '@portmarin/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { requireActiveUser, requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { frenchDate, type LetterSender } from './residence-letters.ts';
import { canManageResidence } from './residence.policy.ts';
import {
  claimExpiringVerifications,
  decideAwaiting,
  printLetters,
  requestLetter,
  residenceDesk,
  revokeResidence,
  searchResidents,
  submitCode,
  verifyAtCounter,
} from './residence.service.ts';
import { verificationStatus } from './verification.service.ts';

/** The app's page of the resident's verification, where every notification leads. */
export const VERIFICATION_PATH = '/verification';
export const RESIDENCE_EXPIRY_JOB = 'residence-expiry';
const EXPIRY_RUN_MS = 6 * 60 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;

/** Each letter costs the town a stamp: a few a day per resident is plenty. */
const LETTERS_PER_DAY = 5;
/** The five tries per code are the real limit; this stops a script cycling new letters' codes. */
const CODES_PER_WINDOW = 20;
const DESK_WRITES_PER_WINDOW = 120;

/** A PDF's bytes as the route answers them. */
const PdfFile = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ description: 'application/pdf' });

const tags = ['verification'];

/** Residence verification: the resident's letter and code, the town hall's desk, the expiry notice. */
export const residenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const franceConnectOffered = Boolean(app.env.FRANCECONNECT_ISSUER);
  const secret = (await app.auth.$context).secret;
  const residentsPerAddress = app.town.verification.residentsPerAddress;
  const sender: LetterSender = {
    ...app.town.townHall,
    townName: app.town.townName,
    productName: app.town.productName,
    verificationUrl: `${app.env.PUBLIC_URL}${VERIFICATION_PATH}`,
  };

  const tell = (userId: string, type: NotificationType, content = '') =>
    app.notifier.notify({ userId, actorId: null, type, content, link: VERIFICATION_PATH });

  async function requireMairie(request: FastifyRequest): Promise<SessionUser> {
    const user = await requireActiveUser(app, request);
    if (!canManageResidence(user)) throw new AppError('RESIDENCE_MAIRIE_ONLY');
    return user;
  }

  app.jobs.add({
    name: RESIDENCE_EXPIRY_JOB,
    everyMs: EXPIRY_RUN_MS,
    run: async (now) => {
      const ending = await claimExpiringVerifications(app.pool, now);
      for (const { userId, expiresAt } of ending) {
        await tell(userId, 'residence_expiring', `Fin le ${frenchDate(expiresAt)}`);
      }
    },
  });

  // ------------------------------------------------------------ the resident

  app.post(
    '/api/verification/residence/letter',
    {
      schema: {
        summary: 'Demander un code de vérification de domicile par courrier',
        operationId: 'requestResidenceLetter',
        security: SIGNED_IN,
        tags,
        body: RequestResidenceLetterInput,
        response: { 200: VerificationStatus, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'residence-letter',
          LETTERS_PER_DAY,
          ONE_DAY,
          'Trop de demandes de courrier aujourd’hui. Réessayez demain.',
        ),
      },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      await requestLetter(app.pool, { userId: user.id, addressId: request.body.addressId, franceConnectOffered });
      return verificationStatus(app.pool, user.id, franceConnectOffered);
    },
  );

  app.post(
    '/api/verification/residence/code',
    {
      schema: {
        summary: 'Saisir le code reçu par courrier',
        operationId: 'submitResidenceCode',
        security: SIGNED_IN,
        tags,
        body: SubmitResidenceCodeInput,
        response: { 200: VerificationStatus, ...WRITE_ERRORS, 410: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'residence-code',
          CODES_PER_WINDOW,
          TEN_MINUTES,
          'Trop d’essais en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      const outcome = await submitCode(app.pool, {
        userId: user.id,
        code: request.body.code,
        secret,
        residentsPerAddress,
      });
      await tell(user.id, outcome === 'verified' ? 'residence_verified' : 'residence_awaiting_confirmation');
      return verificationStatus(app.pool, user.id, franceConnectOffered);
    },
  );

  // ------------------------------------------------------------ the town hall

  app.get(
    '/api/verification/residence/desk',
    {
      schema: {
        summary: 'Lire ce qui attend la mairie (courriers, confirmations, résidents vérifiés)',
        operationId: 'getResidenceDesk',
        security: SIGNED_IN,
        tags,
        response: { 200: ResidenceDesk, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      if (!canManageResidence(user)) throw new AppError('RESIDENCE_MAIRIE_ONLY');
      return residenceDesk(app.pool, residentsPerAddress);
    },
  );

  app.get(
    '/api/verification/residence/residents',
    {
      schema: {
        summary: 'Chercher un résident à vérifier à l’accueil',
        operationId: 'searchResidentsForResidence',
        security: SIGNED_IN,
        tags,
        querystring: ResidentSearchQuery,
        response: { 200: ResidentSearchResults, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      if (!canManageResidence(user)) throw new AppError('RESIDENCE_MAIRIE_ONLY');
      return searchResidents(app.pool, request.query.q);
    },
  );

  // A write (it makes the codes and marks the letters sent): POST, answered with the PDF itself.
  app.post(
    '/api/verification/residence/letters',
    {
      schema: {
        summary: 'Télécharger les courriers à imprimer (PDF) et les marquer envoyés',
        operationId: 'printResidenceLetters',
        security: SIGNED_IN,
        tags,
        // The 200 is a PDF, sent as a Buffer (never serialised); the errors keep the usual shape.
        response: { 200: PdfFile, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'residence-letters-print',
          30,
          TEN_MINUTES,
          'Trop de téléchargements en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireMairie(request);
      const { pdf, userIds } = await printLetters(app.pool, {
        staffId: user.id,
        secret,
        franceConnectOffered,
        sender,
      });
      await Promise.all(userIds.map((id) => tell(id, 'residence_letter_sent')));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="courriers-verification-${day}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  const deskWrite = {
    rateLimit: throttle(
      'residence-desk',
      DESK_WRITES_PER_WINDOW,
      TEN_MINUTES,
      'Trop de décisions en peu de temps. Réessayez dans quelques minutes.',
    ),
  };

  app.post(
    '/api/verification/residence/counter',
    {
      schema: {
        summary: 'Vérifier le domicile d’un résident à l’accueil de la mairie',
        operationId: 'verifyResidenceAtCounter',
        security: SIGNED_IN,
        tags,
        body: CounterVerificationInput,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: deskWrite,
    },
    async (request, reply) => {
      const user = await requireMairie(request);
      await verifyAtCounter(app.pool, { staffId: user.id, ...request.body });
      await tell(request.body.userId, 'residence_verified', 'Vérifié à l’accueil de la mairie');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/verification/residence/:userId/confirm',
    {
      schema: {
        summary: 'Confirmer un domicile au-delà du plafond de l’adresse',
        operationId: 'confirmResidence',
        security: SIGNED_IN,
        tags,
        params: ResidentIdParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: deskWrite,
    },
    async (request, reply) => {
      const user = await requireMairie(request);
      await decideAwaiting(app.pool, { staffId: user.id, userId: request.params.userId, confirm: true });
      await tell(request.params.userId, 'residence_confirmed');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/verification/residence/:userId/refuse',
    {
      schema: {
        summary: 'Refuser un domicile au-delà du plafond de l’adresse, avec un motif',
        operationId: 'refuseResidence',
        security: SIGNED_IN,
        tags,
        params: ResidentIdParams,
        body: ResidenceDecisionReasonInput,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: deskWrite,
    },
    async (request, reply) => {
      const user = await requireMairie(request);
      const { reason } = request.body;
      await decideAwaiting(app.pool, { staffId: user.id, userId: request.params.userId, confirm: false, reason });
      await tell(request.params.userId, 'residence_refused', reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/verification/residence/:userId/revoke',
    {
      schema: {
        summary: 'Révoquer la vérification de domicile d’un résident, avec un motif',
        operationId: 'revokeResidence',
        security: SIGNED_IN,
        tags,
        params: ResidentIdParams,
        body: ResidenceDecisionReasonInput,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: deskWrite,
    },
    async (request, reply) => {
      const user = await requireMairie(request);
      const { reason } = request.body;
      await revokeResidence(app.pool, { staffId: user.id, userId: request.params.userId, reason });
      await tell(request.params.userId, 'residence_revoked', reason);
      return reply.status(204).send(null);
    },
  );
};
