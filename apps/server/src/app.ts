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
import { visibility, type Visibility } from './db/visibility.ts';
import { logSerializers } from './lib/log-redaction.ts';
import { moduleAnswers, type AppModule } from './lib/app-module.ts';
import { checkKinds } from './lib/kinds-check.ts';
import type { HostResolver } from './lib/public-address.ts';
import { MODULES } from './modules/ordered.ts';
import { createAuth, type Auth } from './plugins/auth.ts';
import { frameworkErrors } from './plugins/bad-url.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerFirstScreen } from './plugins/first-screen.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { countingMailer, createMailer, type Mailer } from './plugins/mail.ts';
import { registerManifest } from './plugins/manifest.ts';
import { registerMetrics, registerMetricsRoute } from './plugins/metrics.ts';
import { registerDigest } from './plugins/digest.ts';
import { jobsTestTrigger, registerJobs } from './plugins/jobs.ts';
import { notificationKinds, registerNotifier } from './plugins/notifications.ts';
import { registerPush } from './plugins/push.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSharedResults } from './plugins/shared-results.ts';
import { registerStatic } from './plugins/static.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerThrottle } from './plugins/throttle.ts';
import { registerSessionGate, registerSuspensionGuard } from './plugins/session.ts';
import { objectDeletionsJob, registerUploads } from './plugins/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    town: TownConfig;
    db: Db;
    pool: pg.Pool;
    auth: Auth;
    mailer: Mailer;
    /** The app's modules, in order: what the cross-cutting rules read (modules/index.ts). */
    modules: readonly AppModule[];
    /** Who reads a hidden row of each kind besides moderators, from these modules' `hides` (db/visibility.ts). */
    visibility: Visibility;
  }
}

export type BuildAppOptions = {
  env: Env;
  databaseUrl: string;
  town?: TownConfig;
  mailer?: Mailer;
  /** DNS of the hosts residents' push endpoints name (tests stub it); the system's by default. */
  resolveHost?: HostResolver;
  /** The modules to build the app from; every module of modules/index.ts by default. */
  modules?: readonly AppModule[];
  /** false: no log; a stream: the log written there (tests read it); default: stdout. */
  logger?: boolean | { stream: { write: (line: string) => void } };
};

/** The auth secret: AUTH_SECRET, else one generated on first start and kept in the data folder. */
export async function authSecret(env: Env): Promise<string> {
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

  const town = opts.town ?? loadTown(env.TOWN_CONFIG);
  const modules = opts.modules ?? MODULES;
  // What only one module knows and the infrastructure needs, and the modules' kinds against
  // packages/shared's: checked before anything starts.
  const answers = moduleAnswers(modules);
  checkKinds(modules);
  const { db, pool } = createDb(opts.databaseUrl, env.DATABASE_POOL_MAX);
  app.decorate('env', env);
  app.decorate('town', town);
  app.decorate('modules', modules);
  app.decorate('visibility', visibility(modules.flatMap((m) => m.hides ?? [])));
  app.decorate('db', db);
  app.decorate('pool', pool);
  app.addHook('onClose', async () => pool.end());
  registerMetrics(app);
  await runMigrations(pool);

  const mailer = countingMailer(
    opts.mailer ??
      createMailer({
        smtpUrl: env.SMTP_URL,
        from:
          env.MAIL_FROM ?? `"${town.productName.replace(/["\\]/g, '')}" <no-reply@${new URL(env.PUBLIC_URL).hostname}>`,
        mailDir: path.join(env.DATA_DIR, 'mail'),
        log: app.log,
      }),
    app.metrics,
  );
  app.decorate('mailer', mailer);
  if (!opts.mailer) app.addHook('onClose', async () => mailer.close?.());
  app.decorate('auth', createAuth({ env, db, mailer, town, secret: await authSecret(env), log: app.log }));

  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurity(app);
  await registerSwagger(app);
  await registerThrottle(app);
  registerSessionGate(app);
  registerSuspensionGuard(app);
  registerMetricsRoute(app);
  registerUploads(
    app,
    modules.flatMap((m) => m.images ?? []),
    modules.flatMap((m) => m.privateImages ?? []),
  );
  await registerRealtime(app, opts.databaseUrl, answers);
  registerSharedResults(app);
  await registerPush(app, {
    holdPushes: answers.holdPushes,
    ...(opts.resolveHost ? { resolve: opts.resolveHost } : {}),
  });
  registerNotifier(app, notificationKinds(modules), answers);
  registerJobs(app);
  app.jobs.add(objectDeletionsJob(app.uploads));
  await registerDigest(
    app,
    modules.flatMap((m) => m.digest ?? []),
    answers.digestResidents,
  );
  for (const module of modules) {
    for (const job of module.jobs ?? []) app.jobs.add({ ...job, run: (now) => job.run(app, now) });
  }
  if (env.JOBS_TEST_TRIGGER) await app.register(jobsTestTrigger);

  for (const module of modules) {
    for (const { plugin, prefix } of module.routes ?? []) await app.register(plugin, prefix ? { prefix } : {});
  }

  await registerFirstScreen(
    app,
    modules.flatMap((m) => m.firstScreen ?? []),
  );
  registerManifest(app);
  await registerStatic(app);
  return app;
}
