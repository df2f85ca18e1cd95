import { STORY_LIFETIME_HOURS } from '@portmarin/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../../db/schema/index.ts';
import { stories } from './stories.schema.ts';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Live stories for the strip, posted a few hours before the seed runs. */
const SEED_STORIES: Array<{ email: string; hoursAgo: number; image: Pick<SeedImageOptions, 'hue' | 'pattern'> }> = [
  { email: 'loic@portmarin.fr', hoursAgo: 1, image: { hue: 210, pattern: 'boat' } },
  { email: 'gwen@portmarin.fr', hoursAgo: 3, image: { hue: 30, pattern: 'sun' } },
  { email: 'marie@portmarin.fr', hoursAgo: 5, image: { hue: 330, pattern: 'waves' } },
  { email: 'erwan@portmarin.fr', hoursAgo: 8, image: { hue: 190, pattern: 'waves' } },
  { email: 'yann@portmarin.fr', hoursAgo: 11, image: { hue: 140, pattern: 'sun' } },
];

/**
 * Gives each seed author one story unless they already have a live one: running twice adds
 * nothing, and a demo restarted a day later has a live strip again (expired ones are purged lazily).
 */
export async function seedStories(app: FastifyInstance): Promise<void> {
  const now = Date.now();
  await Promise.all(
    SEED_STORIES.map(async (seed) => {
      const [author] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, seed.email));
      if (!author) return;
      const [live] = await app.db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.userId, author.id), gt(stories.expiresAt, sql`now()`)))
        .limit(1);
      if (live) return;
      const image = await seedImage(app, author.id, 'story', { ...seed.image, width: 540, height: 960 });
      const createdAt = new Date(now - seed.hoursAgo * HOUR_MS);
      await app.db.insert(stories).values({
        userId: author.id,
        uploadId: image.id,
        imageUrl: image.url,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + STORY_LIFETIME_HOURS * HOUR_MS),
      });
    }),
  );
}
