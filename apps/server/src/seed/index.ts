import type { FastifyInstance } from 'fastify';
import { seedUsers } from './users.ts';

/** Seed steps in order; each is idempotent (it skips what is already there). */
const STEPS: Array<[string, (app: FastifyInstance) => Promise<void>]> = [
  ['users', seedUsers],
  // seed: showcase-profiles
  // seed: posts
  // seed: stories
  // seed: promotions
];

export async function runSeed(app: FastifyInstance): Promise<void> {
  const client = await app.pool.connect();
  try {
    // One instance seeds at a time when several start together.
    await client.query('select pg_advisory_lock(7254002)');
    for (const [name, step] of STEPS) {
      await step(app);
      app.log.info({ step: name }, 'seed step done');
    }
  } finally {
    await client.query('select pg_advisory_unlock(7254002)').catch(() => {});
    client.release();
  }
}
