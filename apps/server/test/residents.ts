import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_COOKIE_PREFIX } from '../src/plugins/auth.ts';

export type QuickResident = { id: string; username: string; email: string; cookie: string };

/**
 * Many signed-in residents at once, without the password hashing of a real sign-up (scrypt would
 * take seconds for 50 residents on a busy machine): the user and the session are made through
 * better-auth's own adapter, and the session cookie is signed the way better-auth signs it
 * (HMAC-SHA256 of the token, base64). The first one is checked through /api/me.
 */
export async function quickResidents(app: FastifyInstance, n: number): Promise<QuickResident[]> {
  const ctx = await app.auth.$context;
  const residents = await Promise.all(
    Array.from({ length: n }, async () => {
      const suffix = randomBytes(5).toString('hex');
      const username = `voisin_${suffix}`;
      const email = `${username}@example.fr`;
      const user = await ctx.internalAdapter.createUser(
        {
          name: `Voisin ${suffix}`,
          email,
          emailVerified: true,
          username,
          displayUsername: username,
        },
        { method: 'email-password' },
      );
      const session = await ctx.internalAdapter.createSession(user.id);
      const signature = createHmac('sha256', ctx.secret).update(session.token).digest('base64');
      const cookie = `${SESSION_COOKIE_PREFIX}.session_token=${encodeURIComponent(`${session.token}.${signature}`)}`;
      return { id: user.id, username, email, cookie };
    }),
  );
  const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: residents[0]!.cookie } });
  if (res.json().user?.id !== residents[0]!.id) throw new Error(`quick residents are not signed in: ${res.body}`);
  return residents;
}
