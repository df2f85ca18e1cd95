import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { DEMO_USERS } from '../auth/index.ts';
import { userIdByEmail, userIds } from '../../lib/seed-people.ts';

type ShowcasePhoto = { caption: string; daysAgo: number; image: Pick<SeedImageOptions, 'hue' | 'pattern'> };

/**
 * The spec's three showcase profiles ("Showcase profiles" in 2-hub.md), as real, verified residents.
 * Their passwords are listed in the README:
 *   loic@portmarin.fr   PortMarin-Loic-2025
 *   gwen@portmarin.fr   PortMarin-Gwen-2025
 *   erwan@portmarin.fr  PortMarin-Erwan-2025
 */
export const SHOWCASE_PROFILES: ReadonlyArray<{
  name: string;
  username: string;
  email: string;
  password: string;
  /** Info lines without a column of their own (spouse, workplace…) are lines of the bio. */
  bio: string;
  location: string;
  hue: number;
  photos: ShowcasePhoto[];
}> = [
  {
    name: 'Loïc Le Floch',
    username: 'loic.lefloch',
    email: 'loic@portmarin.fr',
    password: 'PortMarin-Loic-2025',
    bio: 'Marin-pêcheur depuis trente ans à bord du « Korrigan ». Bar de ligne, lieu jaune et homards selon la saison. Vente directe au quai le samedi matin.',
    location: 'Port-Marin',
    hue: 205,
    photos: [
      { caption: 'Départ à 5 h, mer d’huile ce matin.', daysAgo: 2, image: { hue: 215, pattern: 'boat' } },
      { caption: 'Belle pêche de bars de ligne aujourd’hui.', daysAgo: 5, image: { hue: 195, pattern: 'waves' } },
      { caption: 'Le Korrigan au mouillage après la tempête.', daysAgo: 9, image: { hue: 225, pattern: 'boat' } },
      { caption: 'Lever de soleil sur la pointe du phare.', daysAgo: 14, image: { hue: 20, pattern: 'sun' } },
      {
        caption: 'Réparation des casiers avant la saison du homard.',
        daysAgo: 20,
        image: { hue: 180, pattern: 'plain' },
      },
      { caption: 'Retour au port sous les mouettes.', daysAgo: 27, image: { hue: 200, pattern: 'waves' } },
    ],
  },
  {
    name: 'Gwenaëlle Riou',
    username: 'gwen.riou',
    email: 'gwen@portmarin.fr',
    password: 'PortMarin-Gwen-2025',
    bio: 'Je tiens le Café des Embruns sur le quai depuis 2012. Café torréfié en Bretagne, kouign-amann du matin et concerts le vendredi soir. ☕',
    location: 'Port-Marin',
    hue: 30,
    photos: [
      { caption: 'La terrasse est ouverte, le soleil aussi !', daysAgo: 1, image: { hue: 35, pattern: 'sun' } },
      { caption: 'Concert de musique bretonne vendredi dernier.', daysAgo: 6, image: { hue: 280, pattern: 'plain' } },
      { caption: 'Vue du comptoir un matin de brume.', daysAgo: 10, image: { hue: 210, pattern: 'waves' } },
      { caption: 'Nouvelle carte des thés pour l’automne.', daysAgo: 15, image: { hue: 45, pattern: 'plain' } },
      { caption: 'Coucher de soleil depuis la terrasse.', daysAgo: 21, image: { hue: 10, pattern: 'sun' } },
      {
        caption: 'Les voiliers de la régate passent devant le café.',
        daysAgo: 28,
        image: { hue: 190, pattern: 'boat' },
      },
    ],
  },
  {
    name: 'Erwan Kerjean',
    username: 'erwan_kerjean',
    email: 'erwan@portmarin.fr',
    password: 'PortMarin-Erwan-2025',
    bio: [
      'Capitaine du port de Port-Marin : escales, mouillages et sécurité du plan d’eau.',
      'Marié à Sophie Kerjean',
      'Travaille à la Capitainerie de Port-Marin',
      'Restaurant préféré : La Table du Port',
    ].join('\n'),
    location: 'Port-Marin',
    hue: 190,
    photos: [
      { caption: 'Grande marée : les pontons au plus bas.', daysAgo: 3, image: { hue: 185, pattern: 'waves' } },
      {
        caption: 'Arrivée des vieux gréements pour la fête du port.',
        daysAgo: 7,
        image: { hue: 220, pattern: 'boat' },
      },
      { caption: 'Exercice de sauvetage avec la SNSM.', daysAgo: 12, image: { hue: 0, pattern: 'boat' } },
      { caption: 'Le phare vu depuis la capitainerie.', daysAgo: 16, image: { hue: 25, pattern: 'sun' } },
      { caption: 'Nouvelles bouées de mouillage installées.', daysAgo: 22, image: { hue: 170, pattern: 'plain' } },
      { caption: 'Calme plat dans l’avant-port ce soir.', daysAgo: 30, image: { hue: 240, pattern: 'waves' } },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Big enough for the enlarged view on a phone; small enough to seed quickly. */
const PHOTO_SIZE = { width: 960, height: 720 };

/** Creates one showcase resident with a password, photos and pictures; returns the new id. */
async function createShowcase(app: FastifyInstance, profile: (typeof SHOWCASE_PROFILES)[number]): Promise<string> {
  const ctx = await app.auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      name: profile.name,
      email: profile.email,
      emailVerified: true,
      username: profile.username,
      displayUsername: profile.username,
      role: 'user',
    },
    { method: 'email-password' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(profile.password),
  });

  // Pictures are generated side by side: sharp works on its own threads.
  const [avatar, cover, ...photos] = await Promise.all([
    seedImage(app, created.id, 'avatar', { hue: profile.hue, pattern: 'sun', width: 320, height: 320 }),
    seedImage(app, created.id, 'cover', { hue: profile.hue, pattern: 'waves', width: 1200, height: 400 }),
    ...profile.photos.map((photo) => seedImage(app, created.id, 'post', { ...photo.image, ...PHOTO_SIZE })),
  ]);
  // better-auth only writes the fields it knows; the badge, the menu flag and the page are ours.
  await app.pool.query(
    `update "user" set verified = true, featured = true, bio = $2, location = $3, image = $4, cover_image = $5
     where id = $1`,
    [created.id, profile.bio, profile.location, avatar!.url, cover!.url],
  );

  const now = Date.now();
  // Spread over the day too, so the photos never share a time.
  const postedAt = profile.photos.map((photo, i) => new Date(now - photo.daysAgo * DAY_MS - (i + 1) * 37 * 60 * 1000));
  await app.pool.query(
    `insert into posts (user_id, content, image_upload_id, image_url, thumbnail_url, created_at, updated_at)
     select $1, content, image_upload_id, image_url, thumbnail_url, created_at, created_at
     from unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[])
       as p(content, image_upload_id, image_url, thumbnail_url, created_at)`,
    [
      created.id,
      profile.photos.map((photo) => photo.caption),
      photos.map((image) => image.id),
      photos.map((image) => image.url),
      photos.map((image) => image.thumbnailUrl),
      postedAt,
    ],
  );
  return created.id;
}

/**
 * The friends grid: every showcase resident follows the others and is followed by the demo residents
 * (6 followers each, the spec's friends count). Some demo residents like their photos.
 */
async function connect(app: FastifyInstance, newIds: string[]): Promise<void> {
  const idOf = await userIds(
    app.pool,
    'email',
    [...SHOWCASE_PROFILES, ...DEMO_USERS].map((p) => p.email),
  );
  const people = [...idOf].map(([email, id]) => ({ id, email }));
  const showcaseEmails = new Set(SHOWCASE_PROFILES.map((p) => p.email));
  const demoIds = people.filter((p) => !showcaseEmails.has(p.email)).map((p) => p.id);
  const showcaseIds = people.filter((p) => showcaseEmails.has(p.email)).map((p) => p.id);

  for (const id of newIds) {
    const pairs = [
      ...[...demoIds, ...showcaseIds]
        .filter((other) => other !== id)
        .map((other) => ({ followerId: other, followingId: id })),
      ...showcaseIds.filter((other) => other !== id).map((other) => ({ followerId: id, followingId: other })),
    ];
    if (pairs.length > 0) {
      await app.pool.query(
        `insert into follows (follower_id, following_id) select * from unnest($1::text[], $2::text[])
         on conflict do nothing`,
        [pairs.map((pair) => pair.followerId), pairs.map((pair) => pair.followingId)],
      );
    }

    const { rows: photos } = await app.pool.query<{ id: string }>('select id from posts where user_id = $1', [id]);
    const likes = photos.flatMap((photo, i) =>
      demoIds.slice(0, 1 + (i % demoIds.length)).map((userId) => ({ postId: photo.id, userId })),
    );
    if (likes.length === 0) continue;
    // The likes and their counters together, so a post's count always matches its rows.
    await inTransaction(app.pool, async (client) => {
      await client.query('insert into post_likes (post_id, user_id) select * from unnest($1::uuid[], $2::text[])', [
        likes.map((like) => like.postId),
        likes.map((like) => like.userId),
      ]);
      await client.query(
        `update posts set likes_count = (select count(*) from post_likes l where l.post_id = posts.id)
         where id = any($1::uuid[])`,
        [photos.map((photo) => photo.id)],
      );
    });
  }
}

/** Skips a showcase resident who already exists, so residents' own changes survive restarts. */
export async function seedShowcaseProfiles(app: FastifyInstance): Promise<void> {
  const newIds: string[] = [];
  for (const profile of SHOWCASE_PROFILES) {
    if (await userIdByEmail(app.pool, profile.email)) continue;
    newIds.push(await createShowcase(app, profile));
  }
  if (newIds.length > 0) await connect(app, newIds);
}
