import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedCheck, countingMailer, createMailer, linkMail } from './mail.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-mail-'));
});
afterEach(async () => fs.rm(dataDir, { recursive: true, force: true }));

const silent = { info: () => {} } as unknown as FastifyBaseLogger;

const mail = (i: number) =>
  linkMail({
    to: `voisin${i}@example.fr`,
    subject: 'Bienvenue',
    greeting: 'Bonjour,',
    intro: 'x'.repeat(2_000_000),
    action: 'Confirmer',
    url: `https://port-marin.fr/verify?n=${i}`,
    outro: 'À bientôt.',
  });

describe('the outbox mailer', () => {
  it('holds only whole mails, even while they are being written', async () => {
    const mailDir = path.join(dataDir, 'mail');
    const mailer = createMailer({ from: 'PortMarin <noreply@port-marin.fr>', mailDir, log: silent });
    let sending = true;
    const sent = Promise.all(Array.from({ length: 10 }, (_, i) => mailer.send(mail(i)))).finally(() => {
      sending = false;
    });
    // A reader like the end-to-end fixtures: every file it lists must parse. Mails of 2 MB are written
    // in several chunks, so a file written in place would be seen half-written.
    while (sending) {
      const files = await fs.readdir(mailDir).catch(() => [] as string[]);
      for (const f of files) {
        const text = await fs.readFile(path.join(mailDir, f), 'utf8');
        expect(() => JSON.parse(text), f).not.toThrow();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sent;

    const files = await fs.readdir(mailDir);
    expect(files).toHaveLength(10);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
    const first = JSON.parse(await fs.readFile(path.join(mailDir, files[0]!), 'utf8')) as { from: string };
    expect(first.from).toBe('PortMarin <noreply@port-marin.fr>');
  });
});

describe('cachedCheck', () => {
  it('asks once per cache period and keeps a failure as long as a success', async () => {
    let now = 0;
    let calls = 0;
    let failing = true;
    const check = cachedCheck(
      async () => {
        calls += 1;
        if (failing) throw new Error('SMTP injoignable');
      },
      10_000,
      () => now,
    );
    await expect(check()).rejects.toThrow('SMTP injoignable');
    failing = false;
    now = 9_999;
    await expect(check()).rejects.toThrow('SMTP injoignable');
    expect(calls).toBe(1);
    now = 10_000;
    await expect(check()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});

describe('countingMailer', () => {
  it('counts a sent mail and a failed one, the failure still thrown', async () => {
    const outcomes: string[] = [];
    let fail = false;
    const mailer = countingMailer(
      {
        send: async () => {
          if (fail) throw new Error('refusé');
        },
      },
      { mailSent: (outcome) => outcomes.push(outcome) },
    );
    await mailer.send(mail(1));
    fail = true;
    await expect(mailer.send(mail(2))).rejects.toThrow('refusé');
    expect(outcomes).toEqual(['sent', 'failed']);
  });
});
