import { ROLES, RoleSchema } from '@portmarin/shared';
import { loadEnv } from '../config/env.ts';
import { createDb, runMigrations } from '../db/client.ts';
import { attachOrStartEmbeddedPostgres } from '../db/embedded.ts';
import { grantRole } from '../lib/roles.ts';

/** npm run grant-role -- <email> <role> */
async function main(): Promise<void> {
  const [email, roleArg] = process.argv.slice(2);
  const role = RoleSchema.safeParse(roleArg);
  if (!email || !role.success) {
    console.error(`Usage : npm run grant-role -- <email> <${ROLES.join('|')}>`);
    process.exit(2);
  }
  const env = loadEnv();
  const embedded = env.DATABASE_URL ? undefined : await attachOrStartEmbeddedPostgres(env.DATA_DIR);
  const { pool } = createDb(env.DATABASE_URL ?? embedded!.url);
  try {
    await runMigrations(pool);
    if (!(await grantRole(pool, email, role.data))) {
      console.error(`Aucun compte avec l'adresse ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(`Rôle « ${role.data} » attribué à ${email}.`);
    }
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

void main();
