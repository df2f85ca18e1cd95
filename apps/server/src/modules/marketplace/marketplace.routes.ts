import {
  ContactSellerInput,
  ContactSellerResponse,
  Listing,
  ListingContacts,
  ListingCounts,
  ListingIdParams,
  ListingInput,
  ListingsPage,
  ListingsQuery,
  ListingStatusInput,
  MyListingsQuery,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Delivery } from '../messages/index.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
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
  browseListings,
  contactSeller,
  createListing,
  deleteListing,
  getListing,
  listingContacts,
  listingCounts,
  myListings,
  myPurchases,
  setListingStatus,
  updateListing,
} from './marketplace.service.ts';

/** Limits no honest seller or buyer meets by hand. */
const LISTINGS_PER_WINDOW = 20;
const EDITS_PER_WINDOW = 60;
const CONTACTS_PER_WINDOW = 30;

const TAGS = ['marketplace'];
const BASE = '/api/marketplace/listings';

export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const delivery: Delivery = { realtime: app.realtime, notifier: app.notifier, push: app.push, log: app.log };
  const editThrottle = throttle(
    'listing-edit',
    EDITS_PER_WINDOW,
    TEN_MINUTES,
    'Vous avez modifié trop d’annonces en peu de temps. Réessayez dans quelques minutes.',
  );

  app.get(
    BASE,
    {
      schema: {
        summary: 'Parcourir les petites annonces',
        operationId: 'listListings',
        security: SIGNED_IN_OR_VISITOR,
        tags: TAGS,
        querystring: ListingsQuery,
        response: { 200: ListingsPage, ...READ_ERRORS },
      },
    },
    async (request) => browseListings(app.pool, app.visibility, await getSessionUser(app, request), request.query),
  );

  app.get(
    '/api/marketplace/counts',
    {
      schema: {
        summary: 'Compter les petites annonces par catégorie',
        operationId: 'countListings',
        security: NO_SESSION,
        tags: TAGS,
        response: { 200: ListingCounts, ...READ_ERRORS },
      },
    },
    async () => listingCounts(app.pool),
  );

  app.get(
    '/api/marketplace/mine',
    {
      schema: {
        summary: 'Lister ses petites annonces',
        operationId: 'listMyListings',
        security: SIGNED_IN,
        tags: TAGS,
        querystring: MyListingsQuery,
        response: { 200: ListingsPage, ...READ_ERRORS },
      },
    },
    async (request) => myListings(app.pool, app.visibility, await requireUser(app, request), request.query),
  );

  app.get(
    '/api/marketplace/purchases',
    {
      schema: {
        summary: 'Lister ses achats',
        operationId: 'listMyPurchases',
        security: SIGNED_IN,
        tags: TAGS,
        querystring: MyListingsQuery,
        response: { 200: ListingsPage, ...READ_ERRORS },
      },
    },
    async (request) => myPurchases(app.pool, app.visibility, await requireUser(app, request), request.query),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        summary: 'Lire une petite annonce',
        operationId: 'getListing',
        security: SIGNED_IN_OR_VISITOR,
        tags: TAGS,
        params: ListingIdParams,
        response: { 200: Listing, ...READ_ERRORS },
      },
    },
    async (request) => getListing(app.pool, app.visibility, request.params.id, await getSessionUser(app, request)),
  );

  app.get(
    `${BASE}/:id/contacts`,
    {
      schema: {
        summary: 'Lister les résidents qui ont contacté le vendeur',
        operationId: 'listListingContacts',
        security: SIGNED_IN,
        tags: TAGS,
        params: ListingIdParams,
        response: { 200: ListingContacts, ...READ_ERRORS },
      },
    },
    async (request) => ({
      contacts: await listingContacts(app.pool, app.visibility, await requireUser(app, request), request.params.id),
    }),
  );

  app.post(
    BASE,
    {
      schema: {
        summary: 'Publier une petite annonce',
        operationId: 'createListing',
        security: SIGNED_IN,
        tags: TAGS,
        body: ListingInput,
        response: { 201: Listing, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'listing-create',
          LISTINGS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez publié trop d’annonces en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply.status(201).send(await createListing(app.pool, app.visibility, user, request.body));
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        summary: 'Modifier sa petite annonce',
        operationId: 'updateListing',
        security: SIGNED_IN,
        tags: TAGS,
        params: ListingIdParams,
        body: ListingInput,
        response: { 200: Listing, ...WRITE_ERRORS },
      },
      config: { rateLimit: editThrottle },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      return updateListing(app.pool, app.visibility, app.uploads, user, request.params.id, request.body);
    },
  );

  app.post(
    `${BASE}/:id/status`,
    {
      schema: {
        summary: 'Changer le statut de sa petite annonce',
        operationId: 'setListingStatus',
        security: SIGNED_IN,
        tags: TAGS,
        params: ListingIdParams,
        body: ListingStatusInput,
        response: { 200: Listing, ...WRITE_ERRORS },
      },
      config: { rateLimit: editThrottle },
    },
    async (request) => {
      const user = await requireActiveUser(app, request);
      const { status, buyerId } = request.body;
      return setListingStatus(app.pool, app.visibility, user, request.params.id, status, buyerId);
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        summary: 'Supprimer sa petite annonce',
        operationId: 'deleteListing',
        security: SIGNED_IN,
        tags: TAGS,
        params: ListingIdParams,
        response: { 200: z.object({ deleted: z.literal(true) }), ...WRITE_ERRORS },
      },
      config: { rateLimit: editThrottle },
    },
    async (request) => {
      // Deleting is no publication: a suspended seller may still withdraw a listing.
      const user = await requireUser(app, request);
      await deleteListing(app.pool, app.visibility, app.uploads, user, request.params.id);
      return { deleted: true as const };
    },
  );

  app.post(
    `${BASE}/:id/contact`,
    {
      schema: {
        summary: 'Contacter le vendeur',
        operationId: 'contactSeller',
        security: SIGNED_IN,
        tags: TAGS,
        params: ListingIdParams,
        body: ContactSellerInput,
        response: { 201: ContactSellerResponse, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'listing-contact',
          CONTACTS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez contacté trop de vendeurs en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      return reply
        .status(201)
        .send(
          await contactSeller(app.pool, delivery, user.id, request.params.id, request.body.message, app.env.PUBLIC_URL),
        );
    },
  );
};
