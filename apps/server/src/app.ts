import type { TownConfig } from '@portmarin/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Env } from './config/env.ts';
import { loadTown } from './config/town.ts';
import { createDb, runMigrations, type Db } from './db/client.ts';
import { logSerializers } from './lib/log-redaction.ts';
import type { HostResolver } from './lib/public-address.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { associationsRoutes } from './modules/associations/associations.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { businessPagesRoutes } from './modules/business-pages/business-pages.routes.ts';
import { businessesRoutes } from './modules/businesses/businesses.routes.ts';
import { civicCommentsRoutes } from './modules/civic-comments/civic-comments.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { datingRoutes } from './modules/dating/dating.routes.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { friendsRoutes } from './modules/friends/friends.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { contentReportsRoutes } from './modules/content-reports/content-reports.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { moderationRequestsRoutes } from './modules/moderation-requests/moderation-requests.routes.ts';
import { municipalServicesRoutes } from './modules/municipal-services/municipal-services.routes.ts';
import { neighbourReportsRoutes } from './modules/neighbour-reports/neighbour-reports.routes.ts';
import { OPEN311_PREFIX, open311Routes } from './modules/neighbour-reports/open311.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { profilesSocialRoutes } from './modules/profiles/profiles-social.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { referendumsRoutes } from './modules/referendums/referendums.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { savedRoutes } from './modules/saved/saved.routes.ts';
import { seaRoutes } from './modules/sea/sea.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { storiesRoutes } from './modules/stories/stories.routes.ts';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes.ts';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes.ts';
import { advertisingRoutes } from './modules/advertising/advertising.routes.ts';
import { townRoutes } from './modules/town/town.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { weatherRoutes } from './modules/weather/weather.routes.ts';
import { createAuth, type Auth } from './plugins/auth.ts';
import { frameworkErrors } from './plugins/bad-url.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerFirstScreen } from './plugins/first-screen.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { registerNotifier } from './plugins/notifications.ts';
import { registerPush } from './plugins/push.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStatic } from './plugins/static.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerThrottle } from './plugins/throttle.ts';
import { registerUploads } from './plugins/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    town: TownConfig;
    db: Db;
    pool: pg.Pool;
    auth: Auth;
    mailer: Mailer;
  }
}

export type BuildAppOptions = {
  env: Env;
  databaseUrl: string;
  town?: TownConfig;
  mailer?: Mailer;
  /** DNS of the hosts residents' push endpoints name (tests stub it); the system's by default. */
  resolveHost?: HostResolver;
  /** false: no log; a stream: the log written there (tests read it); default: stdout. */
  logger?: boolean | { stream: { write: (line: string) => void } };
};

/** The auth secret: AUTH_SECRET, else one generated on first start and kept in the data folder. */
async function authSecret(env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, '.auth-secret');
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing) return existing.trim();
  await fs.mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** Builds the Fastify app in a fixed order: configuration, infrastructure plugins, route modules, then the pages. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: logSerializers,
            ...(typeof opts.logger === 'object' ? { stream: opts.logger.stream } : {}),
          },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed address (/conversation/%) gets the app's page or its French error (plugins/bad-url.ts).
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const town = opts.town ?? loadTown();
  const { db, pool } = createDb(opts.databaseUrl);
  app.decorate('env', env);
  app.decorate('town', town);
  app.decorate('db', db);
  app.decorate('pool', pool);
  app.addHook('onClose', async () => pool.end());
  await runMigrations(pool);

  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      mailDir: path.join(env.DATA_DIR, 'mail'),
      log: app.log,
    });
  app.decorate('mailer', mailer);
  app.decorate('auth', createAuth({ env, db, mailer, town, secret: await authSecret(env), log: app.log }));

  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurity(app);
  await registerSwagger(app);
  await registerThrottle(app);
  registerUploads(app);
  await registerRealtime(app, opts.databaseUrl);
  await registerPush(app, opts.resolveHost ? { resolve: opts.resolveHost } : {});
  registerNotifier(app);

  await app.register(healthRoutes);
  await app.register(townRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(settingsRoutes);
  await app.register(profilesRoutes);
  await app.register(profilesSocialRoutes);
  await app.register(uploadsRoutes);
  await app.register(postsRoutes);
  await app.register(searchRoutes);
  await app.register(storiesRoutes);
  await app.register(promotionsRoutes);
  await app.register(businessPagesRoutes);
  await app.register(businessesRoutes);
  await app.register(reviewsRoutes);
  await app.register(realtimeRoutes);
  await app.register(pushRoutes);
  await app.register(messagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(municipalServicesRoutes);
  await app.register(associationsRoutes);
  await app.register(groupsRoutes);
  await app.register(friendsRoutes);
  await app.register(civicCommentsRoutes);
  await app.register(suggestionsRoutes);
  await app.register(marketplaceRoutes);
  await app.register(advertisingRoutes);
  await app.register(moderationRequestsRoutes);
  await app.register(contentReportsRoutes);
  await app.register(neighbourReportsRoutes);
  await app.register(open311Routes, { prefix: OPEN311_PREFIX });
  await app.register(referendumsRoutes);
  await app.register(savedRoutes);
  await app.register(eventsRoutes);
  await app.register(datingRoutes);
  await app.register(gamesRoutes);
  await app.register(assistantRoutes);
  await app.register(seaRoutes);
  await app.register(weatherRoutes);

  await registerFirstScreen(app);
  await registerStatic(app);
  return app;
}
