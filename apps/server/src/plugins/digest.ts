import type { TownConfig } from '@portmarin/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Sql } from '../db/sql.ts';
import type { DigestLine, DigestPeriod, DigestResident, DigestResidents, DigestSection } from '../lib/app-module.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { addDays, townLocalTime } from '../lib/town-time.ts';
import type { Mailer, MailMessage } from './mail.ts';
import { listUnsubscribeHeaders, unsubscribeToken } from './unsubscribe.ts';

/**
 * The e-mail digest of what a resident missed, daily or weekly, built from the modules' digest
 * sections (docs/decisions/0076-quiet-hours-and-digest.md). Who chose it, and the claim of each
 * period, are the settings module's (`digestResidents`).
 */

/** Digests go out from this hour of the town's clock: a day's runs from 08:00 to 08:00 the next. */
export const DIGEST_HOUR = 8;
/** The one mailing list residents can leave from a mail (RFC 8058). */
export const DIGEST_LIST = 'digest';
/** Where a mail's one-click unsubscribe posts (`?token=…`). */
export const DIGEST_UNSUBSCRIBE_PATH = '/api/settings/digest/unsubscribe';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The period a digest sent at `now` covers: a daily one is keyed by the town's day (counted from
 * 08:00), a weekly one by that week's Monday; each covers the day or week before `now`.
 */
export function digestPeriod(frequency: 'daily' | 'weekly', now: Date): DigestPeriod {
  const day = townLocalTime(new Date(now.getTime() - DIGEST_HOUR * 60 * 60 * 1000)).slice(0, 10);
  if (frequency === 'daily')
    return { frequency, key: `daily:${day}`, since: new Date(now.getTime() - DAY_MS), until: now };
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return {
    frequency,
    key: `weekly:${addDays(day, -weekday)}`,
    since: new Date(now.getTime() - 7 * DAY_MS),
    until: now,
  };
}

// ------------------------------------------------------------------ the mail

export type DigestPart = { title: string; lines: DigestLine[] };

/** A digest's mail: French text and HTML parts, every value escaped, and the RFC 8058 headers. */
export function digestMail(opts: {
  resident: DigestResident;
  period: DigestPeriod;
  parts: DigestPart[];
  publicUrl: string;
  productName: string;
  unsubscribeUrl: string;
  unsubscribeMailbox: string;
}): MailMessage {
  const { resident, period, parts, publicUrl, productName, unsubscribeUrl } = opts;
  const span = period.frequency === 'daily' ? 'des dernières 24 heures' : 'des 7 derniers jours';
  const subject = `Votre résumé ${period.frequency === 'daily' ? 'quotidien' : 'hebdomadaire'} — ${productName}`;
  const greeting = `Bonjour ${resident.name},`;
  const intro = `Voici ce que vous avez peut-être manqué sur ${productName} au cours ${span}.`;
  const settingsUrl = `${publicUrl}/settings`;
  const outro = 'Vous recevez ce résumé parce que vous l’avez demandé dans vos paramètres.';
  const leave = 'Ne plus recevoir ce résumé';
  const links = parts.flatMap((part) => part.lines.map((line) => `${publicUrl}${line.path}`));

  const text = [
    greeting,
    '',
    intro,
    ...parts.flatMap((part) => ['', part.title, ...part.lines.map((l) => `- ${l.text} : ${publicUrl}${l.path}`)]),
    '',
    outro,
    `Changer la fréquence : ${settingsUrl}`,
    `${leave} : ${unsubscribeUrl}`,
    '',
  ].join('\n');

  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...parts.map(
      (part) =>
        `<h2>${escapeHtml(part.title)}</h2><ul>${part.lines
          .map((l) => `<li><a href="${escapeHtml(`${publicUrl}${l.path}`)}">${escapeHtml(l.text)}</a></li>`)
          .join('')}</ul>`,
    ),
    `<p>${escapeHtml(outro)} <a href="${escapeHtml(settingsUrl)}">Changer la fréquence</a> · <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(leave)}</a></p>`,
  ].join('');

  return {
    to: resident.email,
    subject,
    text,
    html,
    links: [...links, settingsUrl, unsubscribeUrl],
    headers: listUnsubscribeHeaders(unsubscribeUrl, opts.unsubscribeMailbox),
  };
}

// ------------------------------------------------------------------ sending

export type DigestDeps = {
  sql: Sql;
  mailer: Mailer;
  residents: DigestResidents;
  sections: readonly DigestSection[];
  secret: string;
  publicUrl: string;
  town: Pick<TownConfig, 'productName' | 'support'>;
  log: FastifyBaseLogger;
};

/**
 * Sends the digests due at `now`: each resident's period is claimed first (two instances, or two
 * runs, never both claim it), then written from the sections; a period with nothing to say is
 * claimed and not mailed. Gives the mails sent.
 */
export async function sendDigests(deps: DigestDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    const period = digestPeriod(frequency, now);
    for (const resident of await deps.residents.due(deps.sql, period)) {
      if (!(await deps.residents.claim(deps.sql, resident.id, period))) continue; // another run claimed it
      try {
        if (await sendDigest(deps, resident, period)) sent += 1;
      } catch (error) {
        // At most once: a failed period is not retried, the next one covers what follows.
        deps.log.error({ err: error, userId: resident.id, period: period.key }, 'digest not sent');
      }
    }
  }
  return sent;
}

async function sendDigest(deps: DigestDeps, resident: DigestResident, period: DigestPeriod): Promise<boolean> {
  const parts: DigestPart[] = [];
  for (const section of deps.sections) {
    const lines = await section.lines(deps.sql, resident, period);
    if (lines.length > 0) parts.push({ title: section.title, lines });
  }
  if (parts.length === 0) return false;
  const token = unsubscribeToken(deps.secret, resident.id, DIGEST_LIST);
  await deps.mailer.send(
    digestMail({
      resident,
      period,
      parts,
      publicUrl: deps.publicUrl,
      productName: deps.town.productName,
      unsubscribeUrl: `${deps.publicUrl}${DIGEST_UNSUBSCRIBE_PATH}?token=${token}`,
      unsubscribeMailbox: deps.town.support.email,
    }),
  );
  return true;
}

/** Every DIGEST_RUN_MS, the digests due are sent (the first run after 08:00 sends the day's). */
export const DIGEST_RUN_MS = 10 * 60 * 1000;

/** The digest job on `app.jobs`, its sections those the modules declare. */
export async function registerDigest(
  app: FastifyInstance,
  sections: readonly DigestSection[],
  residents: DigestResidents,
): Promise<void> {
  const secret = (await app.auth.$context).secret;
  app.jobs.add({
    name: 'digest',
    everyMs: DIGEST_RUN_MS,
    run: (now) =>
      sendDigests(
        {
          sql: app.pool,
          mailer: app.mailer,
          residents,
          sections,
          secret,
          publicUrl: app.env.PUBLIC_URL,
          town: app.town,
          log: app.log,
        },
        now,
      ),
  });
}
