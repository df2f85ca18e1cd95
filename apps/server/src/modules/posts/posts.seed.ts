import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../db/sql.ts';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { DEMO_USERS } from '../auth/index.ts';
import { everyUserId } from '../../lib/seed-people.ts';

type DemoUsername = (typeof DEMO_USERS)[number]['username'];

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

type SamplePost = {
  author: DemoUsername;
  /** The spec's mock ages: 15, 30 and 45 minutes, 2, 5 and 24 hours before the seed runs. */
  ageMs: number;
  content: string;
  image?: Pick<SeedImageOptions, 'hue' | 'pattern'>;
  likedBy: DemoUsername[];
  comments: Array<{ author: DemoUsername; content: string; afterMs: number }>;
};

export const SAMPLE_POSTS: SamplePost[] = [
  {
    author: 'marie.legoff',
    ageMs: 15 * MINUTE_MS,
    content:
      'Le marché du port est installé ! Langoustines, huîtres de la baie et premières fraises. Venez avant 11 h, ça part vite 🦞',
    image: { hue: 200, pattern: 'boat' },
    likedBy: ['yann_kerbrat', 'admin', 'moderation'],
    comments: [
      { author: 'yann_kerbrat', content: 'J’arrive ! Il reste des araignées de mer ?', afterMs: 4 * MINUTE_MS },
      { author: 'marie.legoff', content: 'Oui, mais dépêche-toi 😄', afterMs: 6 * MINUTE_MS },
    ],
  },
  {
    author: 'yann_kerbrat',
    ageMs: 30 * MINUTE_MS,
    content:
      'Belle houle ce matin à la Grande Plage, les surfeurs sont de sortie. Le vent frais est trompeur : pensez à la crème solaire !',
    image: { hue: 190, pattern: 'sun' },
    likedBy: ['marie.legoff'],
    comments: [],
  },
  {
    author: 'admin',
    ageMs: 45 * MINUTE_MS,
    content:
      'La mairie rappelle que la fête du port a lieu samedi : concerts sur le quai à partir de 18 h, fest-noz à 21 h et feu d’artifice à 23 h. Stationnement interdit quai des Pêcheurs dès 16 h.',
    likedBy: ['marie.legoff', 'yann_kerbrat'],
    comments: [{ author: 'marie.legoff', content: 'Super, on y sera avec les enfants !', afterMs: 10 * MINUTE_MS }],
  },
  {
    author: 'marie.legoff',
    ageMs: 2 * HOUR_MS,
    content:
      'Quel bel été qui s’annonce à Port-Marin ! Les premiers voiliers de la régate sont arrivés au port de plaisance.',
    image: { hue: 215, pattern: 'waves' },
    likedBy: ['yann_kerbrat', 'admin'],
    comments: [{ author: 'yann_kerbrat', content: 'Vivement les régates du mois prochain.', afterMs: 25 * MINUTE_MS }],
  },
  {
    author: 'yann_kerbrat',
    ageMs: 5 * HOUR_MS,
    content:
      'Quelqu’un a trouvé un trousseau de clés près de la mairie ? Porte-clés en forme de phare rouge et blanc. Merci de me faire signe !',
    likedBy: [],
    comments: [],
  },
  {
    author: 'moderation',
    ageMs: 24 * HOUR_MS,
    content:
      'Bienvenue sur PortMarin, le réseau social de Port-Marin ! Merci de rester courtois : les standards de la communauté sont dans le menu.',
    likedBy: ['marie.legoff', 'yann_kerbrat'],
    comments: [],
  },
];

/**
 * Sample posts by the demo residents, with likes and comments whose counters match the rows.
 * Skipped when a demo resident already has a post (other steps seed posts of their own residents).
 */
export async function seedPosts(app: FastifyInstance): Promise<void> {
  const idOf = await everyUserId(
    app.pool,
    'username',
    DEMO_USERS.map((d) => d.username),
  );
  if (!idOf) return;
  const ids = [...idOf.values()];
  const { rowCount } = await app.pool.query('select 1 from posts where user_id = any($1::text[]) limit 1', [ids]);
  if (rowCount) return;

  const id = (username: DemoUsername) => idOf.get(username)!;
  // Pictures go through the real upload path; sharp works on its own threads.
  const images = await Promise.all(
    SAMPLE_POSTS.map((p) =>
      p.image ? seedImage(app, id(p.author), 'post', { ...p.image, width: 1200, height: 800 }) : null,
    ),
  );
  const now = Date.now();
  // Ids chosen here, so the likes and comments of each post go in one statement per table.
  const written = SAMPLE_POSTS.map((sample, i) => ({
    ...sample,
    id: randomUUID(),
    createdAt: new Date(now - sample.ageMs),
    image: images[i],
  }));
  const likes = written.flatMap((post) =>
    post.likedBy.map((username, j) => ({
      postId: post.id,
      userId: id(username),
      createdAt: new Date(post.createdAt.getTime() + (j + 1) * MINUTE_MS),
    })),
  );
  const replies = written.flatMap((post) =>
    post.comments.map((c) => ({
      postId: post.id,
      userId: id(c.author),
      content: c.content,
      createdAt: new Date(post.createdAt.getTime() + c.afterMs),
    })),
  );
  try {
    await inTransaction(app.pool, async (client) => {
      await client.query(
        `insert into posts (id, user_id, content, image_upload_id, image_url, thumbnail_url, likes_count,
           comments_count, created_at, updated_at)
         select id, user_id, content, image_upload_id, image_url, thumbnail_url, likes_count, comments_count,
           created_at, created_at
         from unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::int[], $8::int[],
           $9::timestamptz[])
           as p(id, user_id, content, image_upload_id, image_url, thumbnail_url, likes_count, comments_count, created_at)`,
        [
          written.map((post) => post.id),
          written.map((post) => id(post.author)),
          written.map((post) => post.content),
          written.map((post) => post.image?.id ?? null),
          written.map((post) => post.image?.url ?? null),
          written.map((post) => post.image?.thumbnailUrl ?? null),
          written.map((post) => post.likedBy.length),
          written.map((post) => post.comments.length),
          written.map((post) => post.createdAt),
        ],
      );
      await client.query(
        `insert into post_likes (post_id, user_id, created_at)
         select * from unnest($1::uuid[], $2::text[], $3::timestamptz[])`,
        [likes.map((like) => like.postId), likes.map((like) => like.userId), likes.map((like) => like.createdAt)],
      );
      await client.query(
        `insert into comments (post_id, user_id, content, created_at)
         select * from unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[])`,
        [
          replies.map((c) => c.postId),
          replies.map((c) => c.userId),
          replies.map((c) => c.content),
          replies.map((c) => c.createdAt),
        ],
      );
    });
  } catch (error) {
    // No orphan pictures when the posts could not be written.
    await Promise.all(images.map((image) => (image ? app.uploads.remove(image.id) : null)));
    throw error;
  }
}
