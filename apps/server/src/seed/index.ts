import type { FastifyInstance } from 'fastify';
import { seedPromotions } from './promotions.ts';
import { seedShowcaseProfiles } from './showcase-profiles.ts';
import { seedStories } from './stories.ts';
import { seedUsers } from './users.ts';

/** Seed steps in order; each is idempotent (it skips what is already there). */
const STEPS: Array<[string, (app: FastifyInstance) => Promise<void>]> = [
  ['users', seedUsers],
  // seed: showcase-profiles
  ['showcase-profiles', seedShowcaseProfiles],
  // seed: posts
  ['posts', (app) => import('./posts.ts').then((mod) => mod.seedPosts(app))],
  // seed: stories
  ['stories', seedStories],
  // seed: promotions
  ['promotions', seedPromotions],
  // seed: messages
  ['messages', (app) => import('./messages.ts').then((mod) => mod.seedMessages(app))],
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
