// The announcements by e-mail (issue 36): N confirmed subscribers, one announcement, the job's runs
// until every mail reached a local SMTP server (smtp-server on loopback, each mail read to its end).
// Prints the time to expand the announcement into deliveries and the mails/s through the mailer's
// pooled connections. `node --import tsx bench/mail-alerts.ts [--subscribers 2000]`
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';

const { values } = parseArgs({ options: { subscribers: { type: 'string', default: '2000' } } });
const SUBSCRIBERS = Number(values.subscribers);

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-bench-'));
  await fs.chmod(dir, 0o755);
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'data'));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // NODE_ENV=test: the job runs only when called here, not on its timer as well.
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  });
  const app = await buildApp({ env, databaseUrl: pgServer.url, logger: false });
  const client = new pg.Client({ connectionString: pgServer.url });
  await client.connect();
  try {
    await client.query(
      `insert into mail_alert_subscribers (email, scope, confirmed_at)
       select 'abonne' || i || '@exemple.fr', 'all', now() from generate_series(1, $1) i`,
      [SUBSCRIBERS],
    );
    await client.query(
      `insert into announcements (category, title, text, starts_at, ends_at)
       values ('Alerte', 'Tempête', 'Restez chez vous.', now() - interval '1 hour', now() + interval '6 hours')`,
    );
    const started = performance.now();
    let runs = 0;
    let expandedAt = 0;
    while (received < SUBSCRIBERS) {
      await app.jobs.run('mail-alerts');
      runs += 1;
      if (!expandedAt) expandedAt = performance.now();
      if (runs > 1000) throw new Error(`only ${received} of ${SUBSCRIBERS} mails after ${runs} runs`);
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from mail_alert_deliveries');
    console.log(
      `${SUBSCRIBERS} subscribers: ${received} mails in ${seconds.toFixed(2)} s (${Math.round(received / seconds)} mails/s), ` +
        `${runs} job runs, ${rows[0]!.n} deliveries left; first run (expansion + first batches) ${((expandedAt - started) / 1000).toFixed(2)} s`,
    );
  } finally {
    await client.end();
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await pgServer.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
