import type { FastifyInstance } from 'fastify';
import { userIdByEmail } from '../../lib/seed-people.ts';

/** Demo residents; their passwords are listed in the README. */
export const DEMO_USERS = [
  {
    name: 'Admin Port-Marin',
    username: 'admin',
    email: 'admin@portmarin.fr',
    password: 'PortMarin-Admin-2025',
    role: 'admin',
    featured: false,
  },
  {
    name: 'Modération Port-Marin',
    username: 'moderation',
    email: 'moderation@portmarin.fr',
    password: 'PortMarin-Modo-2025',
    role: 'moderator',
    featured: false,
  },
  {
    name: 'Marie Le Goff',
    username: 'marie.legoff',
    email: 'marie@portmarin.fr',
    password: 'PortMarin-Marie-2025',
    role: 'user',
    featured: true,
  },
  {
    name: 'Yann Kerbrat',
    username: 'yann_kerbrat',
    email: 'yann@portmarin.fr',
    password: 'PortMarin-Yann-2025',
    role: 'user',
    featured: true,
  },
] as const;

/**
 * The town hall's account that publishes its announcements (the `mairie` role): staff, not one of
 * the demo residents who follow, like and post in the other seeds.
 */
export const TOWN_HALL_ACCOUNT = {
  name: 'Mairie Port-Marin',
  username: 'mairie',
  email: 'mairie@portmarin.fr',
  password: 'PortMarin-Mairie-2025',
  role: 'mairie',
  featured: false,
} as const;

export async function seedUsers(app: FastifyInstance): Promise<void> {
  const ctx = await app.auth.$context;
  for (const demo of [...DEMO_USERS, TOWN_HALL_ACCOUNT]) {
    if (await userIdByEmail(app.pool, demo.email)) continue;
    const created = await ctx.internalAdapter.createUser(
      {
        name: demo.name,
        email: demo.email,
        emailVerified: true,
        username: demo.username,
        displayUsername: demo.username,
        role: demo.role,
      },
      { method: 'email-password' },
    );
    // better-auth only writes the fields it knows; the menu's featured flag is ours.
    if (demo.featured) await app.pool.query('update "user" set featured = true where id = $1', [created.id]);
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(demo.password),
    });
  }
}
