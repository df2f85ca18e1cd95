import { STORY_LIFETIME_HOURS } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
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
      const {
        rows: [author],
      } = await app.pool.query<{ id: string; live: boolean }>(
        `select id, exists (select 1 from stories where user_id = "user".id and expires_at > now()) as live
         from "user" where email = $1`,
        [seed.email],
      );
      if (!author || author.live) return;
      const image = await seedImage(app, author.id, 'story', { ...seed.image, width: 540, height: 960 });
      const createdAt = new Date(now - seed.hoursAgo * HOUR_MS);
      await app.pool.query(
        'insert into stories (user_id, upload_id, image_url, created_at, expires_at) values ($1, $2, $3, $4, $5)',
        [author.id, image.id, image.url, createdAt, new Date(createdAt.getTime() + STORY_LIFETIME_HOURS * HOUR_MS)],
      );
    }),
  );
}
