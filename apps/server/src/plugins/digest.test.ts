import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../test/factories.ts';
import { buildTestApp, mailsFor, type TestApp, type VerifiedUser } from '../../test/helpers.ts';
import { moduleAnswers, type DigestSection } from '../lib/app-module.ts';
import { DIGEST_LIST, DIGEST_UNSUBSCRIBE_PATH, digestPeriod, sendDigests, type DigestDeps } from './digest.ts';
import { unsubscribeToken as signedToken } from './unsubscribe.ts';

const unsubscribeToken = (secret: string, id: string, list = DIGEST_LIST) => signedToken(secret, id, list);

const SECRET = 'x'.repeat(40); // the test environment's AUTH_SECRET
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const deps = (sections?: readonly DigestSection[]): DigestDeps => ({
  sql: t.app.pool,
  mailer: t.app.mailer,
  residents: moduleAnswers(t.app.modules).digestResidents,
  sections: sections ?? t.app.modules.flatMap((m) => m.digest ?? []),
  secret: SECRET,
  publicUrl: t.env.PUBLIC_URL,
  town: t.app.town,
  log: t.app.log,
});

/** A resident with this digest, its current period not yet sent (as if chosen a period ago). */
async function withDigest(frequency: 'daily' | 'weekly'): Promise<VerifiedUser> {
  const resident = await make.resident(t.app);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
    payload: { digest: frequency },
  });
  expect(res.statusCode).toBe(200);
  await t.app.pool.query('update user_settings set digest_sent_period = null where user_id = $1', [resident.user.id]);
  return resident;
}

/** The digests in the outbox for this resident (their sign-up's verification mail aside). */
const digestsFor = async (email: string) =>
  (await mailsFor(t.dataDir, email)).filter((mail) => mail.headers?.['List-Unsubscribe-Post']);
const digestOf = (r: VerifiedUser) =>
  t.app.pool.query('select digest from user_settings where user_id = $1', [r.user.id]);
const unsubscribe = (token: string, payload = 'List-Unsubscribe=One-Click', method: 'POST' | 'GET' = 'POST') =>
  t.app.inject({
    method,
    url: `${DIGEST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload } : {}),
  });

describe('digestPeriod', () => {
  it("keys a daily digest by the town's day, from 08:00 Paris", () => {
    // 2026-11-30 is a Monday; Paris is UTC+1 in winter.
    expect(digestPeriod('daily', new Date('2026-11-30T06:59:00Z')).key).toBe('daily:2026-11-29');
    expect(digestPeriod('daily', new Date('2026-11-30T07:00:00Z')).key).toBe('daily:2026-11-30');
  });

  it('keys a weekly digest by its Monday and covers seven days', () => {
    const monday = digestPeriod('weekly', new Date('2026-11-30T07:00:00Z'));
    expect(monday.key).toBe('weekly:2026-11-30');
    expect(monday.until.getTime() - monday.since.getTime()).toBe(7 * DAY);
    expect(digestPeriod('weekly', new Date('2026-12-06T22:00:00Z')).key).toBe('weekly:2026-11-30');
    expect(digestPeriod('weekly', new Date('2026-11-30T06:59:00Z')).key).toBe('weekly:2026-11-23');
    const daily = digestPeriod('daily', new Date('2026-11-30T07:00:00Z'));
    expect(daily.until.getTime() - daily.since.getTime()).toBe(DAY);
  });
});

describe('sendDigests', () => {
  it("mails a comment the resident missed, with the RFC 8058 headers' exact values", async () => {
    const resident = await withDigest('daily');
    const neighbour = await make.resident(t.app, { name: 'Yvonne <b>Le Goff</b>' });
    await t.app.notifier.notify({
      userId: resident.user.id,
      actorId: neighbour.user.id,
      type: 'comment',
      content: 'Belle photo & <i>bravo</i>',
      link: '/post/42',
    });
    await sendDigests(deps(), new Date(Date.now() + 60_000));
    const mails = await digestsFor(resident.user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const url = `${t.env.PUBLIC_URL}${DIGEST_UNSUBSCRIBE_PATH}?token=${unsubscribeToken(SECRET, resident.user.id)}`;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>, <mailto:${t.app.town.support.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.subject).toBe(`Votre résumé quotidien — ${t.app.town.productName}`);
    expect(mail.text).toContain('Réponses et commentaires');
    expect(mail.text).toContain(
      `Yvonne <b>Le Goff</b> a commenté votre publication : « Belle photo & <i>bravo</i> » : ${t.env.PUBLIC_URL}/post/42`,
    );
    expect(mail.html).toContain(
      'Yvonne &lt;b&gt;Le Goff&lt;/b&gt; a commenté votre publication : « Belle photo &amp; &lt;i&gt;bravo&lt;/i&gt; »',
    );
    expect(mail.html).not.toContain('<i>bravo');
    // Nothing personal in the link but the signed token.
    expect(url).not.toContain(resident.user.email);
  });

  it('lists messages unread for more than a day, not newer ones', async () => {
    const resident = await withDigest('daily');
    const sender = await make.resident(t.app, { name: 'Loïc' });
    const conversation = await make.conversation(t.app, sender, [resident]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation}/messages`,
      headers: { cookie: sender.cookie, origin: t.env.PUBLIC_URL },
      payload: { content: 'On se voit au port ?', clientId: randomUUID() },
    });
    expect(sent.statusCode).toBe(201);
    await sendDigests(deps(), new Date(Date.now() + HOUR));
    expect(await digestsFor(resident.user.email)).toHaveLength(0);
    await t.app.pool.query('update user_settings set digest_sent_period = null where user_id = $1', [resident.user.id]);
    await sendDigests(deps(), new Date(Date.now() + DAY + HOUR));
    const [mail] = await digestsFor(resident.user.email);
    expect(mail?.text).toContain(`1 message non lu — Loïc : ${t.env.PUBLIC_URL}/conversation/${conversation}`);
  });

  it('lists the events the resident takes part in that start in the coming days', async () => {
    const resident = await withDigest('daily');
    const organiser = await make.resident(t.app);
    const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    const event = async (title: string, days: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: organiser.cookie, origin: t.env.PUBLIC_URL },
        payload: { title, date: inDays(days), time: '20:30', location: 'Quai des Pêcheurs', category: 'Musique' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: string };
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/events/${id}/participation`,
        headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      });
      expect(joined.statusCode).toBeLessThan(300);
      return id;
    };
    const soon = await event('Fest-noz sur le port', 2);
    await event('Régates d’hiver', 6);
    await sendDigests(deps(), new Date(Date.now() + 60_000));
    const [mail] = await digestsFor(resident.user.email);
    expect(mail?.text).toContain('Vos événements à venir');
    expect(mail?.text).toMatch(
      new RegExp(`- Fest-noz sur le port — .* à 20:30, Quai des Pêcheurs : ${t.env.PUBLIC_URL}/event/${soon}`),
    );
    expect(mail?.text).not.toContain('Régates');
  });

  it('lists the town hall’s announcements of the period the resident has not opened', async () => {
    const [reader, opener] = await Promise.all([withDigest('daily'), withDigest('daily')]);
    const { rows } = await t.app.pool.query<{ id: string }>(
      `insert into announcements (category, title, text, starts_at, ends_at)
       values ('Travaux', 'Réfection du quai Jean Bart', 'Circulation alternée.', now() - interval '1 hour',
               now() + interval '3 days') returning id`,
    );
    const id = rows[0]!.id;
    await t.app.pool.query(
      `insert into announcement_opens (announcement_id, user_id, source) values ($1, $2, 'feed')`,
      [id, opener.user.id],
    );
    try {
      await sendDigests(deps(), new Date(Date.now() + 60_000));
      const [mail] = await digestsFor(reader.user.email);
      expect(mail?.text).toContain('Annonces de la mairie');
      expect(mail?.text).toContain(`- Travaux — Réfection du quai Jean Bart : ${t.env.PUBLIC_URL}/annonces/${id}`);
      expect(await digestsFor(opener.user.email)).toEqual([]);
    } finally {
      await t.app.pool.query('update announcements set withdrawn_at = now() where id = $1', [id]);
    }
  });

  it('sends nothing when there is nothing to say, and claims the period all the same', async () => {
    const resident = await withDigest('daily');
    const now = new Date(Date.now() + 60_000);
    await sendDigests(deps(), now);
    expect(await digestsFor(resident.user.email)).toHaveLength(0);
    const { rows } = await t.app.pool.query('select digest_sent_period from user_settings where user_id = $1', [
      resident.user.id,
    ]);
    expect(rows[0].digest_sent_period).toBe(digestPeriod('daily', now).key);
  });

  it('sends one mail per period when two runs (two instances) go at once', async () => {
    const resident = await withDigest('daily');
    const always: DigestSection = { title: 'Essai', lines: async () => [{ text: 'Une ligne', path: '/feed' }] };
    const now = new Date(Date.now() + 60_000);
    await Promise.all([sendDigests(deps([always]), now), sendDigests(deps([always]), now)]);
    await sendDigests(deps([always]), now);
    expect(await digestsFor(resident.user.email)).toHaveLength(1);
  });

  it('mails a weekly resident once a week and a daily one every day', async () => {
    const daily = await withDigest('daily');
    const weekly = await withDigest('weekly');
    const spans: string[] = [];
    const spy: DigestSection = {
      title: 'Essai',
      lines: async (_sql, resident, period) => {
        if (resident.id === weekly.user.id)
          spans.push(`${period.key} ${(period.until.getTime() - period.since.getTime()) / DAY}`);
        return [{ text: 'Une ligne', path: '/feed' }];
      },
    };
    // Each day at 09:00 Paris from Monday 2026-11-30 to Monday 2026-12-07.
    for (let day = 0; day < 8; day += 1) {
      await sendDigests(deps([spy]), new Date(Date.parse('2026-11-30T08:00:00Z') + day * DAY));
    }
    expect(await digestsFor(daily.user.email)).toHaveLength(8);
    const weeklyMails = await digestsFor(weekly.user.email);
    expect(weeklyMails).toHaveLength(2);
    expect(weeklyMails[0]!.subject).toBe(`Votre résumé hebdomadaire — ${t.app.town.productName}`);
    expect(weeklyMails[0]!.text).toContain('des 7 derniers jours');
    expect(spans).toEqual(['weekly:2026-11-30 7', 'weekly:2026-12-07 7']);
  });

  it('waits for the next period when a resident turns the digest on', async () => {
    const resident = await make.resident(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: { digest: 'daily' },
    });
    const always: DigestSection = { title: 'Essai', lines: async () => [{ text: 'Une ligne', path: '/feed' }] };
    await sendDigests(deps([always]), new Date());
    expect(await digestsFor(resident.user.email)).toHaveLength(0);
    await sendDigests(deps([always]), new Date(Date.now() + DAY));
    expect(await digestsFor(resident.user.email)).toHaveLength(1);
  });
});

describe('the one-click unsubscribe', () => {
  it('turns the digest off by a POST without a session', async () => {
    const resident = await withDigest('weekly');
    const res = await unsubscribe(unsubscribeToken(SECRET, resident.user.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The page itself, not serialised as a JSON string by the response schema.
    expect(res.body.trimStart()).toMatch(/^</);
    expect(res.body).toContain('Désabonnement confirmé');
    expect((await digestOf(resident)).rows[0].digest).toBe('off');
  });

  it('asks first on GET, in the app\u2019s look, and changes nothing until the button posts', async () => {
    const resident = await withDigest('weekly');
    const token = unsubscribeToken(SECRET, resident.user.id);
    const res = await unsubscribe(token, '', 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Ne plus recevoir le résumé par e-mail\u00a0?</h1>');
    expect(res.body).not.toContain('Vous ne recevrez plus');
    expect(res.body).toContain(
      `<form method="post" action="${DIGEST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}">`,
    );
    expect(res.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(res.body).toContain('Me désabonner</button>');
    // Light and dark, the app's colours.
    expect(res.body).toContain('--primary:#0b5cad');
    expect(res.body).toContain('@media (prefers-color-scheme:dark){:root{--bg:#0b1220');
    expect((await digestOf(resident)).rows[0].digest).toBe('weekly');
  });

  it('confirms after the POST, with the way back to the settings', async () => {
    const resident = await withDigest('weekly');
    const res = await unsubscribe(unsubscribeToken(SECRET, resident.user.id));
    expect(res.body).toContain('<h1>Désabonnement confirmé</h1>');
    expect(res.body).toContain('Vous ne recevrez plus le résumé par e-mail.');
    expect(res.body).toContain('<a href="/settings">Ouvrir les paramètres</a>');
    expect(res.body).not.toContain('<form');
  });

  it('shows an invalid link as a page with 403, not as JSON', async () => {
    const res = await unsubscribe('pas-un-jeton', '', 'GET');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Ce lien de désabonnement est invalide.');
  });

  it.each([
    ['a token signed with another secret', (id: string) => unsubscribeToken('y'.repeat(40), id)],
    [
      'a token naming another resident under the first one’s signature',
      (id: string) => {
        const [, signature] = unsubscribeToken(SECRET, 'someone-else').split('.');
        return `${Buffer.from(JSON.stringify({ u: id, l: 'digest' })).toString('base64url')}.${signature}`;
      },
    ],
    ['a token for another list', (id: string) => unsubscribeToken(SECRET, id, 'newsletter')],
    ['a token cut short', (id: string) => unsubscribeToken(SECRET, id).slice(0, -3)],
    ['no signature at all', (id: string) => Buffer.from(JSON.stringify({ u: id, l: 'digest' })).toString('base64url')],
  ])('refuses %s with 403 and changes nothing', async (_label, forge) => {
    const resident = await withDigest('daily');
    const res = await unsubscribe(forge(resident.user.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Ce lien de désabonnement est invalide.');
    expect((await digestOf(resident)).rows[0].digest).toBe('daily');
  });

  it('refuses a POST without the one-click body with 400', async () => {
    const resident = await withDigest('daily');
    const res = await unsubscribe(unsubscribeToken(SECRET, resident.user.id), 'List-Unsubscribe=Maybe');
    expect(res.statusCode).toBe(400);
    expect((await digestOf(resident)).rows[0].digest).toBe('daily');
  });
});
