import { AddressSearchQuery, AddressSearchResults, ErrorResponse } from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { searchAddresses } from './addresses.service.ts';

const tags = ['addresses'];

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/addresses',
    {
      schema: {
        summary: 'Chercher une adresse de la commune',
        operationId: 'searchAddresses',
        security: SIGNED_IN,
        tags,
        querystring: AddressSearchQuery,
        response: { 200: AddressSearchResults, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      await requireUser(app, request);
      return searchAddresses(app.pool, request.query.q);
    },
  );
};
