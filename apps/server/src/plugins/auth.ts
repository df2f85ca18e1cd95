import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { username } from 'better-auth/plugins';
import type { TownConfig } from '@portmarin/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Env } from '../config/env.ts';
import { authLogger } from '../lib/log-redaction.ts';
import { linkMail, type Mailer } from './mail.ts';

/** better-auth reads the client address only from this header, which the server sets itself. */
export const CLIENT_IP_HEADER = 'x-portmarin-client-ip';

export const SESSION_COOKIE_PREFIX = 'portmarin';

const SESSION_COOKIE = new RegExp(`(^|;\\s*)(__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);

/** Whether a request carries a session cookie, valid or not (no database call). */
export function hasSessionCookie(headers: IncomingHttpHeaders): boolean {
  return SESSION_COOKIE.test(headers.cookie ?? '');
}

/** Cookies are Secure whenever the public origin is https (whatever NODE_ENV says), never over http. */
export function secureCookies(env: Pick<Env, 'PUBLIC_URL'>): boolean {
  return new URL(env.PUBLIC_URL).protocol === 'https:';
}

export function createAuth(opts: {
  env: Env;
  db: Db;
  mailer: Mailer;
  town: TownConfig;
  secret: string;
  log: FastifyBaseLogger;
}) {
  const { env, db, mailer, town } = opts;
  const rateRule = { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
  return betterAuth({
    appName: town.productName,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: opts.secret,
    logger: authLogger(opts.log),
    // Errors that are not better-auth's own (a failed query, say) reach the app's error handler and
    // its redacting log instead of being printed to the console with the query's parameters.
    onAPIError: { throw: true },
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(
          linkMail({
            to: user.email,
            subject: `${town.productName} — réinitialisation du mot de passe`,
            greeting: `Bonjour ${user.name},`,
            intro: `Une demande de réinitialisation du mot de passe de votre compte ${town.productName} a été faite.`,
            action: 'Choisir un nouveau mot de passe',
            url,
            outro: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(
          linkMail({
            to: user.email,
            subject: `${town.productName} — confirmez votre adresse e-mail`,
            greeting: `Bonjour ${user.name},`,
            intro: `Bienvenue sur ${town.productName}, le réseau social de ${town.townName}. Confirmez votre adresse e-mail pour activer votre compte.`,
            action: 'Confirmer mon adresse e-mail',
            url,
            outro: "Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce message.",
          }),
        );
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        suspendedUntil: { type: 'date', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': rateRule,
        '/sign-in/username': rateRule,
        '/change-password': rateRule,
        '/sign-up/email': rateRule,
        '/send-verification-email': rateRule,
        '/request-password-reset': rateRule,
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secureCookies(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (name) => /^[a-zA-Z0-9_.]+$/.test(name),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
