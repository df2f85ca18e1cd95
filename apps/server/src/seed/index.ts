import type { FastifyInstance } from 'fastify';

/** Runs every module's seed step, in the module list's order; each is idempotent (it skips what is already there). */
export async function runSeed(app: FastifyInstance): Promise<void> {
  const client = await app.pool.connect();
  try {
    // One instance seeds at a time when several start together.
    await client.query('select pg_advisory_lock(7254002)');
    for (const { name, seed } of app.modules) {
      if (!seed) continue;
      await seed(app);
      app.log.info({ step: name }, 'seed step done');
    }
  } finally {
    await client.query('select pg_advisory_unlock(7254002)').catch(() => {});
    client.release();
  }
}
