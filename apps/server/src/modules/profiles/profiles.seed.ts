import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../../db/schema/index.ts';
import { postLikes, posts } from '../posts/index.ts';
import { follows } from './profiles.schema.ts';
import { seedImage, type SeedImageOptions } from '../../lib/seed-image.ts';
import { DEMO_USERS } from '../auth/index.ts';

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
    bio: 'Marin-pêcheur depuis trente ans à bord du « Korrigan ». Bar de ligne, lieu jaune et homards selon la saison. Vente directe au quai le samedi matin.',
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
      { caption: 'La terrasse est ouverte, le soleil aussi !', daysAgo: 1, image: { hue: 35, pattern: 'sun' } },
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
      'Capitaine du port de Port-Marin : escales, mouillages et sécurité du plan d’eau.',
      'Marié à Sophie Kerjean',
      'Travaille à la Capitainerie de Port-Marin',
      'Restaurant préféré : La Table du Port',
    ].join('\n'),
    location: 'Port-Marin',
    hue: 190,
    photos: [
      { caption: 'Grande marée : les pontons au plus bas.', daysAgo: 3, image: { hue: 185, pattern: 'waves' } },
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
  await app.db
    .update(user)
    .set({
      verified: true,
      featured: true,
      bio: profile.bio,
      location: profile.location,
      image: avatar!.url,
      coverImage: cover!.url,
    })
    .where(eq(user.id, created.id));

  const now = Date.now();
  await app.db.insert(posts).values(
    profile.photos.map((photo, i) => {
      const image = photos[i]!;
      // Spread over the day too, so the photos never share a time.
      const createdAt = new Date(now - photo.daysAgo * DAY_MS - (i + 1) * 37 * 60 * 1000);
      return {
        userId: created.id,
        content: photo.caption,
        imageUploadId: image.id,
        imageUrl: image.url,
        thumbnailUrl: image.thumbnailUrl,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  return created.id;
}

/**
 * The friends grid: every showcase resident follows the others and is followed by the demo residents
 * (6 followers each, the spec's friends count). Some demo residents like their photos.
 */
async function connect(app: FastifyInstance, newIds: string[]): Promise<void> {
  const people = await app.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        [...SHOWCASE_PROFILES, ...DEMO_USERS].map((p) => p.email),
      ),
    );
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
    if (pairs.length > 0) await app.db.insert(follows).values(pairs).onConflictDoNothing();

    const photos = await app.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, id));
    for (const [i, photo] of photos.entries()) {
      const likers = demoIds.slice(0, 1 + (i % demoIds.length));
      if (likers.length === 0) continue;
      await app.db.transaction(async (tx) => {
        await tx.insert(postLikes).values(likers.map((userId) => ({ postId: photo.id, userId })));
        await tx.update(posts).set({ likesCount: likers.length }).where(eq(posts.id, photo.id));
      });
    }
  }
}

/** Skips a showcase resident who already exists, so residents' own changes survive restarts. */
export async function seedShowcaseProfiles(app: FastifyInstance): Promise<void> {
  const newIds: string[] = [];
  for (const profile of SHOWCASE_PROFILES) {
    const [existing] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, profile.email));
    if (existing) continue;
    newIds.push(await createShowcase(app, profile));
  }
  if (newIds.length > 0) await connect(app, newIds);
}
