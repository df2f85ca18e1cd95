import {
  ErrorResponse,
  IdentityAccountParams,
  LinkedIdentities,
  LinkedIdentitiesQuery,
  ReleaseIdentityInput,
  FranceConnectCallbackQuery,
  FranceConnectLogout,
  FranceConnectStart,
  type FranceConnectResult,
} from '@portmarin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { READ_ERRORS, WRITE_ERRORS } from '../../lib/route-errors.ts';
import { hasMairieRight } from '../../lib/roles.ts';
import { secureCookies } from '../../plugins/auth.ts';
import {
  getSessionUser,
  readSignedCookie,
  requireUser,
  SIGNED_IN,
  SIGNED_IN_OR_VISITOR,
} from '../../plugins/session.ts';
import { TEN_MINUTES, throttle } from '../../plugins/throttle.ts';
import { FranceConnectError, franceConnectClient, type FlowSecrets } from './franceconnect.ts';
import {
  cookieFrom,
  cookieLine,
  findLinkedIdentities,
  franceConnectKeys,
  linkIdentity,
  releaseIdentity,
  seal,
  sessionRef,
  unseal,
} from './franceconnect.service.ts';

const tags = ['verification'];
const BASE = '/api/verification/franceconnect';
/** The flow's secrets, sent back only to the callback. */
const FLOW_COOKIE = 'portmarin.fc_flow';
const FLOW_SECONDS = 10 * 60;
/** The ID token kept for FranceConnect's logout, sent back only to the logout route. */
const LOGOUT_COOKIE = 'portmarin.fc_logout';
const LOGOUT_PATH = `${BASE}/logout`;

/** Everything the callback must find again, bound to the account and the session that started it. */
type Flow = FlowSecrets & { userId: string; session: string };
type LogoutSeal = { session: string; idToken: string };

/** Where the callback sends the browser: the resident's « Vérification » page, with how it ended. */
const backToPage = (result: FranceConnectResult) => `/verification?franceconnect=${result}`;

/** The hash of the current PortMarin session's token, or null for a visitor. */
async function currentSession(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const ctx = await app.auth.$context;
  const token = readSignedCookie(request.headers.cookie, ctx.authCookies.sessionToken.name, ctx.secret);
  return token ? sessionRef(token) : null;
}

/**
 * Identity through FranceConnect (issue 37, docs/decisions/0089): start, callback, and the logout
 * that ends FranceConnect's session too. Unconfigured (no FRANCECONNECT_*): start answers 404.
 */
export const franceConnectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app;
  const client =
    env.FRANCECONNECT_ISSUER && env.FRANCECONNECT_CLIENT_ID && env.FRANCECONNECT_CLIENT_SECRET
      ? franceConnectClient({
          issuer: env.FRANCECONNECT_ISSUER,
          clientId: env.FRANCECONNECT_CLIENT_ID,
          clientSecret: env.FRANCECONNECT_CLIENT_SECRET,
          redirectUri: `${env.PUBLIC_URL}${BASE}/callback`,
          postLogoutRedirectUri: `${env.PUBLIC_URL}/auth`,
        })
      : null;
  const authContext = await app.auth.$context;
  const keys = franceConnectKeys(authContext.secret);
  const secure = secureCookies(env);
  const clearCookie = (name: string, path: string) => cookieLine(name, '', { path, maxAge: 0, secure });

  app.post(
    `${BASE}/start`,
    {
      schema: {
        summary: 'Commencer l’identification FranceConnect',
        operationId: 'startFranceConnect',
        security: SIGNED_IN,
        tags,
        response: { 200: FranceConnectStart, 503: ErrorResponse, ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'franceconnect-start',
          20,
          TEN_MINUTES,
          'Trop d’identifications commencées en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const current = await requireUser(app, request);
      if (!client) throw new AppError('FRANCECONNECT_NOT_OFFERED');
      const session = await currentSession(app, request);
      if (!session) throw new AppError('UNAUTHENTICATED');
      const started = await client.start().catch((error: unknown) => {
        request.log.warn({ reason: (error as FranceConnectError).reason }, 'FranceConnect discovery failed');
        throw new AppError('FRANCECONNECT_UNAVAILABLE', undefined, { cause: error });
      });
      const flow: Flow = { ...started.secrets, userId: current.id, session };
      reply.header(
        'set-cookie',
        cookieLine(FLOW_COOKIE, seal(keys, flow, FLOW_SECONDS), { path: BASE, maxAge: FLOW_SECONDS, secure }),
      );
      return { authorizationUrl: started.url };
    },
  );

  app.get(
    `${BASE}/callback`,
    {
      schema: {
        summary: 'Retour de FranceConnect (vers la page « Vérification »)',
        operationId: 'franceConnectCallback',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        querystring: FranceConnectCallbackQuery,
        response: { 302: z.null().describe('Vers /verification?franceconnect=<résultat>'), 400: ErrorResponse },
      },
      config: {
        rateLimit: throttle(
          'franceconnect-callback',
          30,
          TEN_MINUTES,
          'Trop de retours de FranceConnect en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      // The flow is single use, whatever its outcome.
      const cookies = [clearCookie(FLOW_COOKIE, BASE)];
      const result = await (async (): Promise<FranceConnectResult> => {
        const flow = unseal<Flow>(keys, cookieFrom(request.headers.cookie, FLOW_COOKIE));
        const user = await getSessionUser(app, request);
        const session = await currentSession(app, request);
        // Whose account it is comes from the session that started the flow, never from the callback.
        if (!client || !flow || !user || flow.userId !== user.id || flow.session !== session) return 'expired';
        try {
          const identity = await client.finish(new URL(request.url, env.PUBLIC_URL), flow);
          await linkIdentity(app.pool, keys, user.id, identity);
          const logout: LogoutSeal = { session, idToken: identity.idToken };
          const maxAge = authContext.sessionConfig.expiresIn;
          cookies.push(cookieLine(LOGOUT_COOKIE, seal(keys, logout, maxAge), { path: LOGOUT_PATH, maxAge, secure }));
          return 'success';
        } catch (error) {
          if (error instanceof FranceConnectError) {
            request.log.warn({ reason: error.reason, detail: error.message }, 'FranceConnect identification failed');
            return error.reason;
          }
          if (error instanceof AppError && error.code === 'FRANCECONNECT_IDENTITY_TAKEN') return 'taken';
          if (error instanceof AppError && error.code === 'FRANCECONNECT_OTHER_IDENTITY') return 'other_identity';
          throw error;
        }
      })();
      return reply.header('set-cookie', cookies).redirect(backToPage(result), 302);
    },
  );

  app.post(
    LOGOUT_PATH,
    {
      schema: {
        summary: 'Où terminer aussi la session FranceConnect, avant la déconnexion',
        operationId: 'franceConnectLogout',
        security: SIGNED_IN_OR_VISITOR,
        tags,
        response: { 200: FranceConnectLogout, ...WRITE_ERRORS },
      },
      config: { openWhileSuspended: 'signing out stays open to everyone' },
    },
    async (request, reply) => {
      const sealed = unseal<LogoutSeal>(keys, cookieFrom(request.headers.cookie, LOGOUT_COOKIE));
      reply.header('set-cookie', clearCookie(LOGOUT_COOKIE, LOGOUT_PATH));
      // Only the session that identified with FranceConnect ends FranceConnect's session.
      if (!client || !sealed || sealed.session !== (await currentSession(app, request))) return { redirectTo: null };
      // An unreachable FranceConnect never keeps a resident from signing out of PortMarin.
      const redirectTo = await client.endSessionUrl(sealed.idToken).catch(() => null);
      return { redirectTo };
    },
  );

  // The town hall frees an identity linked to an account its owner no longer uses (« demandez à la
  // mairie de la libérer »): found by what the person shows at the counter, never by the `sub`.
  app.get(
    '/api/verification/identities',
    {
      schema: {
        summary: 'Trouver les comptes liés à une identité FranceConnect (mairie)',
        operationId: 'findLinkedIdentities',
        security: SIGNED_IN,
        tags,
        querystring: LinkedIdentitiesQuery,
        response: { 200: LinkedIdentities, ...READ_ERRORS },
      },
    },
    async (request) => {
      const current = await requireUser(app, request);
      if (!hasMairieRight(current)) throw new AppError('FORBIDDEN');
      return { identities: await findLinkedIdentities(app.pool, request.query) };
    },
  );

  app.delete(
    '/api/verification/identities/:userId',
    {
      schema: {
        summary: 'Libérer l’identité FranceConnect liée à un compte (mairie)',
        operationId: 'releaseIdentity',
        security: SIGNED_IN,
        tags,
        params: IdentityAccountParams,
        body: ReleaseIdentityInput,
        response: { 204: z.null(), ...WRITE_ERRORS },
      },
      config: {
        rateLimit: throttle(
          'identity-release',
          60,
          TEN_MINUTES,
          'Trop d’identités libérées en peu de temps. Réessayez dans quelques minutes.',
        ),
      },
    },
    async (request, reply) => {
      const current = await requireUser(app, request);
      if (!hasMairieRight(current)) throw new AppError('FORBIDDEN');
      await releaseIdentity(app.pool, current.id, request.params.userId, request.body.reason);
      return reply.status(204).send(null);
    },
  );
};
