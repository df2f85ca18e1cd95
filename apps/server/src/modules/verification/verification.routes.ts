import { ErrorResponse, VerificationStatus } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { verificationStatus } from './verification.service.ts';

const tags = ['verification'];

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const franceConnectOffered = Boolean(app.env.FRANCECONNECT_ISSUER);

  app.get(
    '/api/verification',
    {
      schema: {
        summary: 'Lire sa vérification (identité et domicile)',
        operationId: 'getVerification',
        security: SIGNED_IN,
        tags,
        response: { 200: VerificationStatus, 401: ErrorResponse },
      },
    },
    async (request) => {
      const current = await requireUser(app, request);
      return verificationStatus(app.pool, current.id, franceConnectOffered);
    },
  );
};
