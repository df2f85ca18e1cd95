import type { Announcement } from '@portmarin/shared';
import { simpleParser } from 'mailparser';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { townLocalTime } from '../../lib/town-time.ts';

/** A mail as the SMTP server received it, read back by mailparser. */
type Received = { to: string; subject: string; text: string; headers: Map<string, string> };

let received: Received[] = [];
/** While true, the SMTP server refuses every connection: an outage. */
let smtpDown = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    callback(smtpDown ? new Error('Service momentanément indisponible') : undefined);
  },
  // The mailer's pool keeps connections open: refused on each mail too.
  onMailFrom(_address, _session, callback) {
    callback(smtpDown ? new Error('Service momentanément indisponible') : undefined);
  },
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        // mailparser folds List-* into one `list` entry: the raw lines say what was sent (STACK.md, 27).
        const headers = new Map(
          mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()] as [string, string]),
        );
        const to = Array.isArray(mail.to) ? mail.to[0]!.text : (mail.to?.text ?? '');
        received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', headers });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});

let t: TestApp;
let mairie: QuickResident;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  [mairie] = (await quickResidents(t.app, 1)) as [QuickResident];
  await t.app.pool.query(`update "user" set role = 'mairie' where id = $1`, [mairie.id]);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(async () => {
  await t.app.pool.query("delete from rate_limit where key like 'throttle:%'");
  received = [];
  smtpDown = false;
});

const call = caller(() => t);
const address = () => `visiteur.${randomBytes(4).toString('hex')}@exemple.fr`;
const mailsTo = (email: string) => received.filter((m) => m.to === email);

const subscribe = (email: string, scope: 'alerts' | 'all', ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/mail-alerts', remoteAddress: ip, payload: { email, scope } });

/** The path and query of a link in a mail's text, found by its label (`Label : https://…`). */
function linkIn(mail: Received, label: string): string {
  const match = new RegExp(`${label}\\s?: (\\S+)`).exec(mail.text);
  if (!match) throw new Error(`no « ${label} » link in: ${mail.text}`);
  const url = new URL(match[1]!);
  return url.pathname + url.search;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const confirm = (path: string) => t.app.inject({ method: 'POST', url: path, headers: form, payload: '' });

/** Subscribes and confirms through the mail's link, as a visitor would. */
async function subscribed(scope: 'alerts' | 'all'): Promise<string> {
  const email = address();
  expect((await subscribe(email, scope)).statusCode).toBe(202);
  const res = await confirm(linkIn(mailsTo(email).at(-1)!, 'Confirmer mon abonnement'));
  expect(res.statusCode).toBe(200);
  return email;
}

const inHours = (hours: number) => townLocalTime(new Date(Date.now() + hours * 3600_000));

async function publish(category: string, title = `Annonce ${randomBytes(3).toString('hex')}`): Promise<Announcement> {
  const res = await call('POST', '/api/announcements', mairie, {
    category,
    title,
    text: 'Restez chez vous et suivez les consignes.',
    location: 'Front de mer',
    startsAt: inHours(-1),
    endsAt: inHours(5),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Announcement;
}

const runJob = (now = new Date()) => t.app.jobs.run('mail-alerts', now);
const subscriberRow = async (email: string) =>
  (
    await t.app.pool.query<{ scope: string | null; pending_scope: string | null; confirm_token_hash: string | null }>(
      'select scope, pending_scope, confirm_token_hash from mail_alert_subscribers where email = $1',
      [email],
    )
  ).rows[0];

describe('the double opt-in', () => {
  it('sends only the confirmation mail before its link is used', async () => {
    const email = address();
    const res = await subscribe(email, 'all');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toContain('Un e-mail de confirmation vient d’être envoyé');
    await publish('Alerte');
    await runJob();
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Confirmez votre abonnement aux annonces — PortMarin']);
    expect((await subscriberRow(email))?.scope).toBeNull();
  });

  it('asks on the link’s GET and confirms only on its POST', async () => {
    const email = address();
    await subscribe(email, 'alerts');
    const link = linkIn(mailsTo(email)[0]!, 'Confirmer mon abonnement');
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Confirmer votre abonnement ?</h1>');
    expect(page.body).toContain('Vous recevrez par e-mail les alertes de la Mairie de');
    expect((await subscriberRow(email))?.scope).toBeNull();
    const done = await confirm(link);
    expect(done.body).toContain('<h1>Abonnement confirmé</h1>');
    expect((await subscriberRow(email))?.scope).toBe('alerts');
    // Used once: the same link then says it no longer works.
    expect((await confirm(link)).statusCode).toBe(400);
  });

  it('keeps the confirmation token hashed at rest', async () => {
    const email = address();
    await subscribe(email, 'all');
    const token = new URLSearchParams(linkIn(mailsTo(email)[0]!, 'Confirmer mon abonnement').split('?')[1]).get(
      'token',
    )!;
    const row = await subscriberRow(email);
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirm_token_hash).not.toContain(token);
  });

  it('erases an address never confirmed once its link expired', async () => {
    const email = address();
    await subscribe(email, 'all');
    await runJob(new Date(Date.now() + 49 * 3600_000));
    expect(await subscriberRow(email)).toBeUndefined();
  });

  it('answers an address already subscribed as any other, and changes its categories only by the new link', async () => {
    const email = await subscribed('alerts');
    const fresh = await subscribe(address(), 'all');
    const again = await subscribe(email, 'all');
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(await subscriberRow(email)).toMatchObject({ scope: 'alerts', pending_scope: 'all' });

    await publish('Travaux');
    await runJob();
    expect(mailsTo(email).filter((m) => m.subject.startsWith('Travaux'))).toEqual([]);

    await confirm(linkIn(mailsTo(email).at(-1)!, 'Confirmer mon abonnement'));
    expect(await subscriberRow(email)).toMatchObject({ scope: 'all', pending_scope: null });
  });
});

describe('the announcements mailed', () => {
  it('reach « Alerte » subscribers with alerts only, and « all » subscribers with every category', async () => {
    const alertsOnly = await subscribed('alerts');
    const everything = await subscribed('all');
    received = [];
    const alert = await publish('Alerte', 'Tempête : restez chez vous');
    await publish('Travaux', 'Travaux sur la digue');
    await runJob();
    expect(mailsTo(alertsOnly).map((m) => m.subject)).toEqual(['Alerte : Tempête : restez chez vous']);
    expect(
      mailsTo(everything)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Alerte : Tempête : restez chez vous', 'Travaux : Travaux sur la digue']);
    expect(mailsTo(alertsOnly)[0]!.text).toContain(`/annonces/${alert.id}`);
  });

  it('carry RFC 8058’s one-click headers, whose POST erases the address', async () => {
    const email = await subscribed('alerts');
    await publish('Alerte');
    await runJob();
    const [mail] = mailsTo(email).filter((m) => m.subject.startsWith('Alerte'));
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/<(http[^>]+)>/.exec(mail!.headers.get('list-unsubscribe')!)![1]!);
    expect(url.pathname).toBe('/api/mail-alerts/unsubscribe');

    const question = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(question.body).toContain('<h1>Ne plus recevoir les annonces par e-mail ?</h1>');
    expect(await subscriberRow(email)).toBeDefined();

    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Votre adresse a été effacée');
    expect(await subscriberRow(email)).toBeUndefined();
  });

  it('are sent once each when two runs (two instances) go at once', async () => {
    const emails = await Promise.all([subscribed('all'), subscribed('all'), subscribed('all')]);
    received = [];
    await publish('Information');
    await Promise.all([runJob(), runJob(), runJob()]);
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  });

  it('wait out an SMTP outage and go once it is over, nothing lost and nothing twice', async () => {
    const email = await subscribed('alerts');
    received = [];
    smtpDown = true;
    await publish('Alerte');
    await runJob();
    expect(mailsTo(email)).toEqual([]);
    const waiting = () =>
      t.app.pool.query(
        'select d.attempts from mail_alert_deliveries d join mail_alert_subscribers s on s.id = d.subscriber_id where s.email = $1',
        [email],
      );
    expect((await waiting()).rows).toEqual([{ attempts: 1 }]);

    smtpDown = false;
    await runJob(); // too early: the retry waits a minute
    expect(mailsTo(email)).toEqual([]);
    await runJob(new Date(Date.now() + 2 * 60_000));
    await runJob(new Date(Date.now() + 10 * 60_000));
    expect(mailsTo(email)).toHaveLength(1);
    expect((await waiting()).rows).toEqual([]);
  });
  it('are dropped unsent when the announcement is withdrawn before they go', async () => {
    const email = await subscribed('all');
    received = [];
    smtpDown = true;
    const announcement = await publish('Circulation');
    await runJob();
    smtpDown = false;
    expect((await call('POST', `/api/announcements/${announcement.id}/withdraw`, mairie)).statusCode).toBe(200);
    await runJob(new Date(Date.now() + 10 * 60_000));
    expect(mailsTo(email)).toEqual([]);
    const { rowCount } = await t.app.pool.query('select 1 from mail_alert_deliveries where announcement_id = $1', [
      announcement.id,
    ]);
    expect(rowCount).toBe(0);
  });
});

describe('the subscription request', () => {
  it('refuses an invalid address with 400 and its French message', async () => {
    const res = await subscribe('pas-une-adresse', 'alerts');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("L'adresse e-mail n'est pas valide.");
  });

  it('limits one address to three requests a day, whoever asks (429)', async () => {
    const email = address();
    for (let i = 0; i < 3; i++) expect((await subscribe(email, 'all', `198.51.100.${i}`)).statusCode).toBe(202);
    const res = await subscribe(email, 'all', '198.51.100.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('MAIL_ALERTS_ADDRESS_LIMIT');
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('limits one client to ten requests in ten minutes (429)', async () => {
    for (let i = 0; i < 10; i++) expect((await subscribe(address(), 'all', '192.0.2.44')).statusCode).toBe(202);
    const res = await subscribe(address(), 'all', '192.0.2.44');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  it('says the mail server is down (503) and keeps nothing', async () => {
    smtpDown = true;
    const email = address();
    const res = await subscribe(email, 'all');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('MAIL_UNAVAILABLE');
    expect(await subscriberRow(email)).toBeUndefined();
  });
});
