import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
  /** Closes the SMTP connections kept open (on the app's close). */
  close?: () => void;
};

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
