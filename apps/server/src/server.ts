import type { FastifyInstance } from 'fastify';
import { EnvError, loadEnv } from './config/env.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { buildApp } from './app.ts';
import { loadTown, TownConfigError } from './config/town.ts';
import { runSeed } from './seed/index.ts';

/** Process concerns only: environment, database process, listen, graceful shutdown. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let env;
  let town;
  try {
    env = loadEnv();
    // The town's file before the database starts: a bad one stops here, its fields listed.
    town = loadTown(env.TOWN_CONFIG);
  } catch (error) {
    if (error instanceof EnvError || error instanceof TownConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let embedded: EmbeddedDatabase | undefined;
  let app: FastifyInstance | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Before anything awaits: the library's exit hook is stopping PostgreSQL too, and that exit must not be restarted.
    embedded?.shuttingDown();
    app?.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    try {
      await app?.close();
      await embedded?.stop();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    // Its restarts after a crash are logged through the app's logger once there is one.
    const pgLog = (msg: string) => (app ? app.log.warn(msg) : console.warn(msg));
    const databaseUrl = env.DATABASE_URL ?? (embedded = await startEmbeddedPostgres(env.DATA_DIR, pgLog)).url;
    app = await buildApp({ env, databaseUrl, town });
    if (env.SEED_DEMO) await runSeed(app);
    await app.listen({ port: env.PORT, host: env.HOST });
    app.log.info(
      { url: env.PUBLIC_URL, embeddedDatabase: Boolean(embedded), readyMs: Math.round(performance.now() - startedAt) },
      `${app.town.productName} prêt`,
    );
  } catch (error) {
    if (app) app.log.error(error);
    else console.error(error);
    await app?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(1);
  }
}

void main();
