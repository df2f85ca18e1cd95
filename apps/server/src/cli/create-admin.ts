import Fastify from 'fastify';
import { authSecret } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { loadTown } from '../config/town.ts';
import { createDb, runMigrations } from '../db/client.ts';
import { attachOrStartEmbeddedPostgres } from '../db/embedded.ts';
import { createAdmin, FIRST_ADMIN_LINK_HOURS, FirstAdminError } from '../modules/auth/first-admin.ts';
import { createAuth } from '../plugins/auth.ts';

/**
 * npm run create-admin -- <email>: the instance's first admin (or another), demo or not. Prompts
 * for nothing; prints a one-time link where the admin chooses their password.
 */
async function main(): Promise<void> {
  const [email] = process.argv.slice(2);
  if (!email) {
    console.error('Usage : npm run create-admin -- <email>');
    process.exit(2);
  }
  const env = loadEnv();
  const town = loadTown(env.TOWN_CONFIG);
  const embedded = env.DATABASE_URL ? undefined : await attachOrStartEmbeddedPostgres(env.DATA_DIR);
  const { db, pool } = createDb(env.DATABASE_URL ?? embedded!.url);
  try {
    await runMigrations(pool);
    // No mail leaves: the link is printed, for an instance that has no mail server yet.
    const mailer = { send: async () => {} };
    const auth = createAuth({ env, db, mailer, town, secret: await authSecret(env), log: Fastify().log });
    const admin = await createAdmin({ auth, pool, publicUrl: env.PUBLIC_URL }, email);
    console.log(
      admin.created
        ? `Compte administrateur créé pour ${admin.email}.`
        : `Le compte ${admin.email} est maintenant administrateur.`,
    );
    console.log(`Lien à usage unique pour choisir le mot de passe (valable ${FIRST_ADMIN_LINK_HOURS} heures) :`);
    console.log(admin.link);
  } catch (error) {
    if (!(error instanceof FirstAdminError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

void main();
