import {
  BirthDateCorrectionIdParams,
  BirthDateCorrectionsList,
  CreateBirthDateCorrectionInput,
  DatingAccess,
  DecideBirthDateCorrectionInput,
  MyBirthDateCorrection,
  DatingConversation,
  DatingEventsList,
  DatingProfileIdParams,
  DatingProfilesPage,
  DatingProfilesQuery,
  SaveDatingProfileInput,
  StartDatingConversationInput,
  VerifyAgeInput,
} from '@portmarin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Delivery } from '../messages/index.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { isStaff } from '../../lib/roles.ts';
import { requireActiveUser, requireUser, SIGNED_IN } from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { readStanding, requireDatingAccess } from './dating.guard.ts';
import { datingRefusal } from './dating.policy.ts';
import {
  datingAccess,
  decideBirthDateCorrection,
  deleteProfile,
  listBirthDateCorrections,
  myBirthDateCorrection,
  notifyBirthDateDecision,
  requestBirthDateCorrection,
  hideProfile,
  listMeetingEvents,
  listProfiles,
  saveProfile,
  startConversation,
  unhideProfile,
  verifyAge,
} from './dating.service.ts';

/** Limits no resident meets by hand. */
const VERIFICATIONS_PER_WINDOW = 10;
const PROFILE_SAVES_PER_WINDOW = 30;
const HIDES_PER_WINDOW = 120;
const hideThrottle = throttle(
  'dating-hide',
  HIDES_PER_WINDOW,
  TEN_MINUTES,
  'Vous avez masqué trop de profils en peu de temps. Réessayez dans quelques minutes.',
);
const CONVERSATIONS_PER_WINDOW = 20;
const CORRECTION_REQUESTS_PER_WINDOW = 5;
const CORRECTION_DECISIONS_PER_WINDOW = 120;

/**
 * /dating (spec 2, "Dating"): the age gate, opted-in profiles, 'Masquer', first messages and the
 * events for meeting people. Every route but the gate itself goes through `requireDatingAccess`.
 */
export const datingRoutes: FastifyPluginAsyncZod = async (app) => {
  const delivery: Delivery = { realtime: app.realtime, notifier: app.notifier, push: app.push, log: app.log };

  app.post(
    '/api/dating/verify-age',
    {
      schema: {
        summary: 'Confirmer son âge pour les rencontres',
        operationId: 'verifyDatingAge',
        security: SIGNED_IN,
        tags: ['dating'],
        body: VerifyAgeInput,
        response: { 200: DatingAccess, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'dating-verify-age',
          VERIFICATIONS_PER_WINDOW,
          TEN_MINUTES,
          'Trop de vérifications en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      // FranceConnect's birth date answers for the resident, whatever they type.
      const identified = await readStanding(app, user.id);
      if (identified.identityVerified) {
        const refusal = datingRefusal(identified);
        if (refusal) throw new AppError(refusal);
        return datingAccess(app.pool, {
          user,
          birthDate: identified.birthDate!,
          age: identified.age!,
          verifiedAt: identified.verifiedAt!,
        });
      }
      const result = await verifyAge(app.pool, user.id, request.body.birthDate, request.body.confirmRefusal);
      if (!result.adult) throw new AppError('DATING_UNDERAGE');
      const standing = await readStanding(app, user.id);
      return datingAccess(app.pool, {
        user,
        birthDate: standing.birthDate!,
        age: standing.age!,
        verifiedAt: result.verifiedAt,
      });
    },
  );

  // A stored birth date is the resident's to correct through a moderator only (one pending request).
  app.post(
    '/api/dating/birth-date-corrections',
    {
      schema: {
        summary: 'Demander la correction de sa date de naissance',
        operationId: 'requestBirthDateCorrection',
        security: SIGNED_IN,
        tags: ['dating'],
        body: CreateBirthDateCorrectionInput,
        response: { 201: MyBirthDateCorrection, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'dating-birth-date-correction',
          CORRECTION_REQUESTS_PER_WINDOW,
          TEN_MINUTES,
          'Trop de demandes de correction en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const user = await requireActiveUser(app, request);
      await requestBirthDateCorrection(app.pool, user.id, request.body.message);
      return reply.status(201).send(await myBirthDateCorrection(app.pool, user.id));
    },
  );

  app.get(
    '/api/dating/birth-date-corrections/mine',
    {
      schema: {
        summary: 'Lire sa demande de correction de date de naissance',
        operationId: 'getMyBirthDateCorrection',
        security: SIGNED_IN,
        tags: ['dating'],
        response: { 200: MyBirthDateCorrection, ...READ_ERRORS },
      },
    },
    async (request) => myBirthDateCorrection(app.pool, (await requireUser(app, request)).id),
  );

  app.get(
    '/api/moderation/birth-date-corrections',
    {
      schema: {
        summary: 'Lister les demandes de correction de date de naissance (modération)',
        operationId: 'listBirthDateCorrections',
        security: SIGNED_IN,
        tags: ['moderation'],
        response: { 200: BirthDateCorrectionsList, ...READ_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(app, request);
      if (!isStaff(user)) throw new AppError('MODERATORS_ONLY');
      return listBirthDateCorrections(app.pool);
    },
  );

  for (const [path, decision, summary, operationId] of [
    ['reset', 'reset', 'Accepter une correction de date de naissance (modération)', 'resetBirthDate'],
    ['decline', 'declined', 'Refuser une correction de date de naissance (modération)', 'declineBirthDateCorrection'],
  ] as const) {
    app.post(
      `/api/moderation/birth-date-corrections/:id/${path}`,
      {
        schema: {
          summary,
          operationId,
          security: SIGNED_IN,
          tags: ['moderation'],
          params: BirthDateCorrectionIdParams,
          body: DecideBirthDateCorrectionInput,
          response: { 204: z.null(), ...WRITE_ERRORS },
        },
        config: {
          rateLimit: throttle(
            'dating-birth-date-decision',
            CORRECTION_DECISIONS_PER_WINDOW,
            TEN_MINUTES,
            'Trop de décisions en peu de temps. Réessayez dans quelques minutes.',
          ),
        },
      },
      async (request, reply) => {
        const user = await requireActiveUser(app, request);
        if (!isStaff(user)) throw new AppError('MODERATORS_ONLY');
        const { userId } = await decideBirthDateCorrection(
          app.pool,
          user.id,
          request.params.id,
          decision,
          request.body.reason,
        );
        await notifyBirthDateDecision(app.notifier, userId, decision, request.body.reason);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/dating/me',
    {
      schema: {
        summary: 'Lire son profil de rencontres',
        operationId: 'getMyDatingProfile',
        security: SIGNED_IN,
        tags: ['dating'],
        response: { 200: DatingAccess, ...READ_ERRORS },
      },
    },
    async (request) => datingAccess(app.pool, await requireDatingAccess(app, request)),
  );

  app.put(
    '/api/dating/profile',
    {
      schema: {
        summary: 'Créer ou modifier son profil de rencontres',
        operationId: 'putDatingProfile',
        security: SIGNED_IN,
        tags: ['dating'],
        body: SaveDatingProfileInput,
        response: { 200: DatingAccess, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'dating-profile-save',
          PROFILE_SAVES_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez modifié votre profil trop souvent. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request) => {
      const member = await requireDatingAccess(app, request, { publishing: true });
      await saveProfile(app.pool, member.user.id, request.body);
      return datingAccess(app.pool, member);
    },
  );

  app.delete(
    '/api/dating/profile',
    {
      schema: {
        summary: 'Retirer son profil de rencontres',
        operationId: 'deleteDatingProfile',
        security: SIGNED_IN,
        tags: ['dating'],
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'dating-profile-save',
          PROFILE_SAVES_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez modifié votre profil trop souvent. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const member = await requireDatingAccess(app, request);
      await deleteProfile(app.pool, member.user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/dating/profiles',
    {
      schema: {
        summary: 'Parcourir les profils de rencontres',
        operationId: 'listDatingProfiles',
        security: SIGNED_IN,
        tags: ['dating'],
        querystring: DatingProfilesQuery,
        response: { 200: DatingProfilesPage, ...READ_ERRORS },
      },
    },
    async (request) => {
      const member = await requireDatingAccess(app, request);
      return listProfiles(app.pool, member.user.id, request.query);
    },
  );

  app.post(
    '/api/dating/profiles/:id/hide',
    {
      schema: {
        summary: 'Masquer un profil de rencontres',
        operationId: 'hideDatingProfile',
        security: SIGNED_IN,
        tags: ['dating'],
        params: DatingProfileIdParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: {
        rateLimit: hideThrottle,
      },
    },
    async (request, reply) => {
      const member = await requireDatingAccess(app, request);
      await hideProfile(app.pool, member.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/dating/profiles/:id/hide',
    {
      schema: {
        summary: 'Ne plus masquer un profil de rencontres',
        operationId: 'unhideDatingProfile',
        security: SIGNED_IN,
        tags: ['dating'],
        params: DatingProfileIdParams,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: {
        rateLimit: hideThrottle,
      },
    },
    async (request, reply) => {
      const member = await requireDatingAccess(app, request);
      await unhideProfile(app.pool, member.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/dating/profiles/:id/conversation',
    {
      schema: {
        summary: 'Écrire à un profil de rencontres',
        operationId: 'contactDatingProfile',
        security: SIGNED_IN,
        tags: ['dating'],
        params: DatingProfileIdParams,
        body: StartDatingConversationInput,
        response: { 201: DatingConversation, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'dating-conversation',
          CONVERSATIONS_PER_WINDOW,
          TEN_MINUTES,
          'Vous avez contacté trop de profils en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      // A message is published: a suspended account writes none.
      const member = await requireDatingAccess(app, request, { publishing: true });
      const result = await startConversation(
        app.pool,
        delivery,
        member.user.id,
        request.params.id,
        request.body.content,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/dating/events',
    {
      schema: {
        summary: 'Lire les sorties des rencontres',
        operationId: 'listDatingEvents',
        security: SIGNED_IN,
        tags: ['dating'],
        response: { 200: DatingEventsList, ...READ_ERRORS },
      },
    },
    async (request) => {
      await requireDatingAccess(app, request);
      return listMeetingEvents(app.pool);
    },
  );
};
