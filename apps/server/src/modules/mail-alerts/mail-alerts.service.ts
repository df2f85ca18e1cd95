import { ALERT_CATEGORY, type AnnouncementCategory, type MailAlertScope } from '@portmarin/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { countRequest } from '../../plugins/throttle.ts';
import { unsubscribeToken } from '../../plugins/unsubscribe.ts';
import { announcementMail, confirmationMail } from './mail-alerts.mail.ts';

/** The list name of the unsubscribe tokens of these mails. */
export const MAIL_ALERTS_LIST = 'mail-alerts';
export const MAIL_ALERTS_UNSUBSCRIBE_PATH = '/api/mail-alerts/unsubscribe';
export const MAIL_ALERTS_CONFIRM_PATH = '/api/mail-alerts/confirm';

/** How long a confirmation link works; an address never confirmed is erased after it. */
export const CONFIRMATION_HOURS = 48;
/** Confirmation mails one address may be sent in a day, whoever asks. */
export const REQUESTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Mails claimed at once; a run sends at most this many batches (the next run goes on). */
export const BATCH_SIZE = 200;
const BATCHES_PER_RUN = 25;
/** How long a claimed mail is left to its run before another may take it (a crashed instance). */
const CLAIM_MINUTES = 5;
/** Announcements older than this when the job first sees them are not mailed (a long outage). */
const FRESH_HOURS = 24;

/** What the mails need from the app. */
export type MailAlertsDeps = {
  pool: pg.Pool;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  productName: string;
  publisher: string;
  mailbox: string;
  announcementPath: (id: string) => string;
  log: FastifyBaseLogger;
};

/** The confirmation token as kept at rest: its SHA-256, so a database copy confirms nothing. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const footerFor = (deps: MailAlertsDeps, subscriberId: string) => ({
  publisher: deps.publisher,
  unsubscribeUrl: `${deps.publicUrl}${MAIL_ALERTS_UNSUBSCRIBE_PATH}?token=${unsubscribeToken(deps.secret, subscriberId, MAIL_ALERTS_LIST)}`,
  unsubscribeMailbox: deps.mailbox,
});

/**
 * An address asks for the announcements: its row gets the request's scope as pending and a new
 * confirmation token, and the confirmation mail goes out in the same transaction (the SMTP server
 * down: nothing kept, MAIL_UNAVAILABLE). An address already confirmed keeps its scope until the
 * new link is used, so a stranger changes nothing; the answer is the same in every case.
 */
export async function requestSubscription(
  deps: MailAlertsDeps,
  input: { email: string; scope: MailAlertScope },
): Promise<void> {
  const email = input.email.toLowerCase();
  // Counted per address (hashed) whether it exists or not: the limit tells nothing either.
  const { count } = await countRequest(deps.pool, `mail-alerts:${hashToken(email)}`, DAY_MS);
  if (count > REQUESTS_PER_ADDRESS_PER_DAY) throw new AppError('MAIL_ALERTS_ADDRESS_LIMIT');
  const token = randomBytes(32).toString('base64url');
  await inTransaction(deps.pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into mail_alert_subscribers (email, pending_scope, confirm_token_hash, confirm_expires_at)
       values ($1, $2, $3, now() + make_interval(hours => $4))
       on conflict (email) do update set pending_scope = excluded.pending_scope,
         confirm_token_hash = excluded.confirm_token_hash, confirm_expires_at = excluded.confirm_expires_at
       returning id`,
      [email, input.scope, hashToken(token), CONFIRMATION_HOURS],
    );
    const id = rows[0]!.id;
    const mail = confirmationMail({
      to: email,
      scope: input.scope,
      confirmUrl: `${deps.publicUrl}${MAIL_ALERTS_CONFIRM_PATH}?token=${token}`,
      productName: deps.productName,
      footer: footerFor(deps, id),
    });
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.warn({ err: error }, 'confirmation of the announcements by e-mail not sent');
      throw new AppError('MAIL_UNAVAILABLE');
    }
  });
}

/** The scope a valid, unused confirmation token asks for, or null. */
export async function pendingScope(sql: Sql, token: string): Promise<MailAlertScope | null> {
  const { rows } = await sql.query<{ pending_scope: MailAlertScope }>(
    `select pending_scope from mail_alert_subscribers where confirm_token_hash = $1 and confirm_expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0]?.pending_scope ?? null;
}

/** Uses a confirmation link: the address receives what it asked for. Null when the link is invalid or expired. */
export async function confirmSubscription(sql: Sql, token: string): Promise<MailAlertScope | null> {
  const { rows } = await sql.query<{ scope: MailAlertScope }>(
    `update mail_alert_subscribers set scope = pending_scope, pending_scope = null, confirm_token_hash = null,
       confirm_expires_at = null, confirmed_at = coalesce(confirmed_at, now())
     where confirm_token_hash = $1 and confirm_expires_at > now()
     returning scope`,
    [hashToken(token)],
  );
  return rows[0]?.scope ?? null;
}

/** Unsubscribe: the address is erased, with the mails still waiting for it. */
export async function eraseSubscriber(sql: Sql, id: string): Promise<void> {
  await sql.query('delete from mail_alert_subscribers where id = $1', [id]);
}

/** Addresses never confirmed are erased when their link expires; a confirmed one's unused request is dropped. */
export async function purgeExpired(sql: Sql, now: Date): Promise<void> {
  await sql.query('delete from mail_alert_subscribers where scope is null and confirm_expires_at <= $1', [now]);
  await sql.query(
    `update mail_alert_subscribers set pending_scope = null, confirm_token_hash = null, confirm_expires_at = null
     where scope is not null and confirm_expires_at <= $1`,
    [now],
  );
}

/**
 * Announcements published since the last run become one delivery per confirmed subscriber whose
 * scope takes them. The claim is the insert of the announcement's row: one statement, so an
 * announcement is expanded once, by one instance, with the subscribers of that moment.
 */
export async function expandNewAnnouncements(sql: Sql, now: Date): Promise<number> {
  const { rowCount } = await sql.query(
    `with fresh as (
       insert into mail_alert_announcements (announcement_id)
       select a.id from announcements a
       where a.withdrawn_at is null and a.ends_at > $1::timestamptz and a.created_at > $1::timestamptz - make_interval(hours => $3)
       on conflict do nothing
       returning announcement_id
     )
     insert into mail_alert_deliveries (announcement_id, subscriber_id, next_attempt_at)
     select f.announcement_id, s.id, $1
     from fresh f join announcements a on a.id = f.announcement_id
     join mail_alert_subscribers s on s.scope = 'all' or (s.scope = 'alerts' and a.category = $2)
     on conflict do nothing`,
    [now, ALERT_CATEGORY, FRESH_HOURS],
  );
  // A claim is kept well past the window the expansion looks at, whatever the instances' clocks say.
  await sql.query(
    `delete from mail_alert_announcements m using announcements a
     where a.id = m.announcement_id and a.created_at < $1::timestamptz - make_interval(hours => $2)`,
    [now, FRESH_HOURS * 7],
  );
  return rowCount ?? 0;
}

type ClaimedDelivery = {
  announcement_id: string;
  subscriber_id: string;
  attempts: number;
  email: string;
  scope: MailAlertScope;
  category: AnnouncementCategory;
  title: string;
  text: string;
  location: string;
  current: boolean;
};

/** Waits before the next try after `attempts` failures: 1, 2, 4… minutes, at most an hour. */
const retryMinutes = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 60);

/**
 * Sends one batch of due mails: claimed by moving `next_attempt_at` ahead (`skip locked`: another
 * run takes other rows), sent over the mailer's pooled connections, then deleted when the SMTP
 * server took them or put back for later when it did not. An announcement withdrawn or ended
 * meanwhile is dropped unsent. Gives the mails sent and failed.
 */
export async function sendBatch(deps: MailAlertsDeps, now: Date): Promise<{ sent: number; failed: number }> {
  const { rows } = await deps.pool.query<ClaimedDelivery>(
    `with due as (
       select announcement_id, subscriber_id from mail_alert_deliveries
       where next_attempt_at <= $1 order by next_attempt_at limit $2 for update skip locked
     ), claimed as (
       update mail_alert_deliveries d
       set next_attempt_at = $1::timestamptz + make_interval(mins => $3), attempts = d.attempts + 1
       from due where d.announcement_id = due.announcement_id and d.subscriber_id = due.subscriber_id
       returning d.announcement_id, d.subscriber_id, d.attempts
     )
     select c.announcement_id, c.subscriber_id, c.attempts, s.email, s.scope, a.category, a.title, a.text, a.location,
       (a.withdrawn_at is null and a.ends_at > $1) as current
     from claimed c join mail_alert_subscribers s on s.id = c.subscriber_id join announcements a on a.id = c.announcement_id`,
    [now, BATCH_SIZE, CLAIM_MINUTES],
  );
  const done: ClaimedDelivery[] = [];
  const failed: ClaimedDelivery[] = [];
  await Promise.all(
    rows.map(async (row) => {
      if (!row.current) return done.push(row);
      try {
        await deps.mailer.send(
          announcementMail({
            to: row.email,
            scope: row.scope,
            announcement: {
              category: row.category,
              title: row.title,
              text: row.text,
              location: row.location,
              url: `${deps.publicUrl}${deps.announcementPath(row.announcement_id)}`,
            },
            footer: footerFor(deps, row.subscriber_id),
          }),
        );
        done.push(row);
      } catch (error) {
        if (failed.length === 0) deps.log.warn({ err: error }, 'announcement mails not sent: retried later');
        failed.push(row);
      }
    }),
  );
  if (done.length > 0) {
    await deps.pool.query(
      `delete from mail_alert_deliveries d using unnest($1::uuid[], $2::uuid[]) as x(announcement_id, subscriber_id)
       where d.announcement_id = x.announcement_id and d.subscriber_id = x.subscriber_id`,
      [done.map((r) => r.announcement_id), done.map((r) => r.subscriber_id)],
    );
  }
  if (failed.length > 0) {
    await deps.pool.query(
      `update mail_alert_deliveries d set next_attempt_at = $1::timestamptz + make_interval(mins => x.wait)
       from unnest($2::uuid[], $3::uuid[], $4::int[]) as x(announcement_id, subscriber_id, wait)
       where d.announcement_id = x.announcement_id and d.subscriber_id = x.subscriber_id`,
      [
        now,
        failed.map((r) => r.announcement_id),
        failed.map((r) => r.subscriber_id),
        failed.map((r) => retryMinutes(r.attempts)),
      ],
    );
  }
  return { sent: done.filter((r) => r.current).length, failed: failed.length };
}

/**
 * The job's run: expired addresses erased, new announcements expanded, then batches sent until
 * none is due, a whole batch failed (the SMTP server is down: the next runs retry), or the run's
 * share is done.
 */
export async function runMailAlerts(deps: MailAlertsDeps, now: Date): Promise<{ sent: number; failed: number }> {
  await purgeExpired(deps.pool, now);
  await expandNewAnnouncements(deps.pool, now);
  const total = { sent: 0, failed: 0 };
  for (let i = 0; i < BATCHES_PER_RUN; i += 1) {
    const batch = await sendBatch(deps, now);
    total.sent += batch.sent;
    total.failed += batch.failed;
    if (batch.sent + batch.failed < BATCH_SIZE || batch.sent === 0) break;
  }
  return total;
}
