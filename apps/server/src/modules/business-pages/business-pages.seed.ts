import type { BusinessPageCategory } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../db/sql.ts';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { DEMO_USERS } from '../auth/index.ts';
import { everyUserId } from '../../lib/seed-people.ts';

type DemoUsername = (typeof DEMO_USERS)[number]['username'];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type SamplePage = {
  owner: DemoUsername;
  name: string;
  category: BusinessPageCategory;
  description: string;
  contactEmail: string;
  contactPhone: string;
  websiteUrl: string;
  address: string;
  /** Days before the seed runs: the list shows the newest first. */
  ageDays: number;
  followers: DemoUsername[];
  /** The page's cover is its latest photo (no cover of its own: deleting that post keeps no dead link). */
  posts: Array<{ content: string; ageHours: number; image?: Pick<SeedImageOptions, 'hue' | 'pattern'> }>;
};

/**
 * The spec's two hard-coded pages (a cafe and a retail shop) as real pages of Port-Marin shops,
 * and two more, each owned by a demo resident, with posts, photos and followers.
 */
export function samplePages(townName: string, slug: string): SamplePage[] {
  return [
    {
      owner: 'marie.legoff',
      name: 'Café du Port',
      category: 'Restaurant',
      description:
        'Le café de la criée depuis 1962 : petit déjeuner des pêcheurs dès 6 h, galettes à midi et terrasse au soleil face aux bateaux.',
      contactEmail: `bonjour@cafeduport-${slug}.fr`,
      contactPhone: '02 97 11 22 33',
      websiteUrl: `https://www.cafeduport-${slug}.fr`,
      address: `3 quai des Pêcheurs, 56290 ${townName}`,
      ageDays: 30,
      followers: ['yann_kerbrat', 'admin', 'moderation'],
      posts: [
        {
          content: 'La terrasse est ouverte ! Café, chocolat chaud et far breton maison face au port ☀️',
          ageHours: 3,
          image: { hue: 30, pattern: 'sun' },
        },
        {
          content: 'Ce soir, concert de musique bretonne à partir de 20 h. Entrée libre, crêpes à volonté.',
          ageHours: 26,
          image: { hue: 220, pattern: 'boat' },
        },
        { content: 'Fermeture exceptionnelle lundi pour l’inventaire. À mardi !', ageHours: 72 },
      ],
    },
    {
      owner: 'yann_kerbrat',
      name: 'Marée Haute – Boutique',
      category: 'Commerce de détail',
      description:
        'Vêtements marins, cirés, marinières et souvenirs fabriqués en Bretagne. Ouvert tous les jours en saison.',
      contactEmail: `contact@mareehaute-${slug}.fr`,
      contactPhone: '02 97 44 55 66',
      websiteUrl: `https://www.mareehaute-${slug}.fr`,
      address: `18 rue du Phare, 56290 ${townName}`,
      ageDays: 20,
      followers: ['marie.legoff', 'admin'],
      posts: [
        {
          content: 'Arrivage de marinières et de cirés jaunes pour la saison. Toutes les tailles, enfants compris !',
          ageHours: 5,
          image: { hue: 205, pattern: 'waves' },
        },
        {
          content: 'Les soldes d’été commencent mercredi : -30 % sur les vestes et les bottes.',
          ageHours: 50,
          image: { hue: 50, pattern: 'sun' },
        },
      ],
    },
    {
      owner: 'yann_kerbrat',
      name: 'Cycles Ar Vag',
      category: 'Sport et Fitness',
      description: 'Location de vélos, tandems et vélos électriques pour longer la côte, réparations en 48 h.',
      contactEmail: `location@cycles-arvag-${slug}.fr`,
      contactPhone: '02 97 56 78 90',
      websiteUrl: `https://www.cycles-arvag-${slug}.fr`,
      address: `7 avenue de la Gare, 56290 ${townName}`,
      ageDays: 10,
      followers: ['marie.legoff'],
      posts: [
        {
          content:
            'Nouveau circuit conseillé : la route des dunes jusqu’au phare, 18 km aller-retour, plat et magnifique.',
          ageHours: 8,
          image: { hue: 120, pattern: 'waves' },
        },
      ],
    },
    {
      owner: 'marie.legoff',
      name: 'Institut Iodé',
      category: 'Beauté et Bien-être',
      description: 'Soins du visage aux algues, massages et modelages dans une maison de capitaine rénovée.',
      contactEmail: `rdv@institut-iode-${slug}.fr`,
      contactPhone: '02 97 67 89 01',
      websiteUrl: `https://www.institut-iode-${slug}.fr`,
      address: `2 place de l’Église, 56290 ${townName}`,
      ageDays: 4,
      followers: [],
      posts: [{ content: 'Prenez rendez-vous en ligne pour nos soins aux algues de la baie.', ageHours: 20 }],
    },
  ];
}

/**
 * Seeds the sample pages once: skipped when any business page exists (residents' pages stand).
 * Pictures go through the real upload path; counters match the rows.
 */
export async function seedBusinessPages(app: FastifyInstance): Promise<void> {
  const { rowCount } = await app.pool.query('select 1 from business_pages limit 1');
  if (rowCount) return;
  const idOf = await everyUserId(
    app.pool,
    'username',
    DEMO_USERS.map((d) => d.username),
  );
  if (!idOf) return;
  const id = (username: DemoUsername) => idOf.get(username)!;

  const pages = samplePages(app.town.townName, app.town.slug);
  const images = await Promise.all(
    pages.map((page) =>
      Promise.all(
        page.posts.map((post) =>
          post.image ? seedImage(app, id(page.owner), 'post', { ...post.image, width: 1200, height: 800 }) : null,
        ),
      ),
    ),
  );
  const now = Date.now();
  // Ids chosen here, so the followers and posts of every page go in one statement per table.
  const written = pages.map((page) => ({
    ...page,
    id: randomUUID(),
    createdAt: new Date(now - page.ageDays * DAY_MS),
  }));
  const followers = written.flatMap((page) =>
    page.followers.map((username) => ({ pageId: page.id, userId: id(username) })),
  );
  const pagePosts = written.flatMap((page, i) =>
    page.posts.map((post, j) => ({
      pageId: page.id,
      userId: id(page.owner),
      content: post.content,
      image: images[i]![j],
      postedAt: new Date(now - post.ageHours * HOUR_MS),
    })),
  );
  try {
    await inTransaction(app.pool, async (client) => {
      await client.query(
        `insert into business_pages (id, name, category, description, contact_email, contact_phone, website_url,
           address, created_by, followers_count, created_at, updated_at)
         select id, name, category, description, contact_email, contact_phone, website_url, address, created_by,
           followers_count, created_at, created_at
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
           $9::text[], $10::int[], $11::timestamptz[])
           as p(id, name, category, description, contact_email, contact_phone, website_url, address, created_by,
             followers_count, created_at)`,
        [
          written.map((page) => page.id),
          written.map((page) => page.name),
          written.map((page) => page.category),
          written.map((page) => page.description),
          written.map((page) => page.contactEmail),
          written.map((page) => page.contactPhone),
          written.map((page) => page.websiteUrl),
          written.map((page) => page.address),
          written.map((page) => id(page.owner)),
          written.map((page) => page.followers.length),
          written.map((page) => page.createdAt),
        ],
      );
      await client.query(
        'insert into business_page_follows (page_id, user_id) select * from unnest($1::uuid[], $2::text[])',
        [followers.map((f) => f.pageId), followers.map((f) => f.userId)],
      );
      await client.query(
        `insert into posts (user_id, business_page_id, content, image_upload_id, image_url, thumbnail_url, created_at,
           updated_at)
         select user_id, business_page_id, content, image_upload_id, image_url, thumbnail_url, created_at, created_at
         from unnest($1::text[], $2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::timestamptz[])
           as p(user_id, business_page_id, content, image_upload_id, image_url, thumbnail_url, created_at)`,
        [
          pagePosts.map((post) => post.userId),
          pagePosts.map((post) => post.pageId),
          pagePosts.map((post) => post.content),
          pagePosts.map((post) => post.image?.id ?? null),
          pagePosts.map((post) => post.image?.url ?? null),
          pagePosts.map((post) => post.image?.thumbnailUrl ?? null),
          pagePosts.map((post) => post.postedAt),
        ],
      );
    });
  } catch (error) {
    await Promise.all(images.flat().map((image) => (image ? app.uploads.remove(image.id) : null)));
    throw error;
  }
}
