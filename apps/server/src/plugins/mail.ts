import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppMetrics } from './metrics.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Extra headers (a digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
};
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Resolves when the SMTP server answers (the readiness probe); absent for the outbox, which needs none. */
  check?: () => Promise<void>;
  /** Closes the SMTP connections kept open (on the app's close). */
  close?: () => void;
};

/** How long the SMTP server gets to answer the readiness probe, and how long its answer is kept. */
export const SMTP_CHECK_TIMEOUT_MS = 1500;
export const SMTP_CHECK_CACHE_MS = 10_000;

/** `mailer` whose every send is counted, sent or failed (the failure still thrown to the caller). */
export function countingMailer(mailer: Mailer, metrics: Pick<AppMetrics, 'mailSent'>): Mailer {
  return {
    ...mailer,
    send: async (message) => {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mailSent('failed');
        throw error;
      }
      metrics.mailSent('sent');
    },
  };
}

/**
 * `check()` once, its outcome (success or failure) kept for `cacheMs`: a probe every few seconds
 * from several load balancers opens one SMTP connection at most that often.
 */
export function cachedCheck(check: () => Promise<void>, cacheMs: number, now = () => Date.now()): () => Promise<void> {
  let last: { at: number; result: Promise<void> } | null = null;
  return () => {
    if (last && now() - last.at < cacheMs) return last.result;
    const result = check();
    result.catch(() => {});
    last = { at: now(), result };
    return result;
  };
}

/**
 * SMTP connections one instance keeps open and reuses: a batch of mails (the announcements by
 * e-mail) goes over these instead of one connection per mail (bench/mail-alerts.ts).
 */
export const SMTP_CONNECTIONS = 5;

/**
 * SMTP when SMTP_URL is set (pooled: SMTP_CONNECTIONS kept open, each sending up to 100 mails);
 * otherwise each mail is written as one JSON file under
 * `$DATA_DIR/mail/` (also how tests read verification links); the log names the file, never the
 * links, which carry tokens.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: 100,
    });
    return {
      send: async ({ to, subject, text, html, headers }) => {
        await transport.sendMail({ from: opts.from, to, subject, text, html, ...(headers ? { headers } : {}) });
      },
      check: cachedCheck(async () => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('SMTP check timed out')), SMTP_CHECK_TIMEOUT_MS);
        });
        try {
          await Promise.race([transport.verify(), timeout]);
        } finally {
          clearTimeout(timer);
        }
      }, SMTP_CHECK_CACHE_MS),
      close: () => transport.close(),
    };
  }
  // Written next to the outbox, then renamed into it: whoever reads the outbox never sees half a mail.
  const draftDir = path.join(path.dirname(opts.mailDir), `.${path.basename(opts.mailDir)}-drafts`);
  return {
    send: async (message) => {
      await Promise.all([fs.mkdir(opts.mailDir, { recursive: true }), fs.mkdir(draftDir, { recursive: true })]);
      const name = `${Date.now()}-${randomUUID()}.json`;
      const file = path.join(opts.mailDir, name);
      const draft = path.join(draftDir, name);
      const record = { from: opts.from, ...message, sentAt: new Date().toISOString() };
      await fs.writeFile(draft, JSON.stringify(record, null, 2));
      await fs.rename(draft, file);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain mail with one call-to-action link, in French. */
export function linkMail(opts: {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): MailMessage {
  const text = `${opts.greeting}\n\n${opts.intro}\n\n${opts.action} : ${opts.url}\n\n${opts.outro}\n`;
  const html = `<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.intro)}</p><p><a href="${escapeHtml(opts.url)}">${escapeHtml(opts.action)}</a></p><p>${escapeHtml(opts.outro)}</p>`;
  return { to: opts.to, subject: opts.subject, text, html, links: [opts.url] };
}
