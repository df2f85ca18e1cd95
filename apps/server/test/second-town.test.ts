import type { PushPayload } from '@portmarin/shared';
import { ANNOUNCEMENTS_ATOM_PATH, ANNOUNCEMENTS_ICS_PATH, TOWN_CALENDAR_PATH } from '@portmarin/shared';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { townLocalTime } from '../src/lib/town-time.ts';
import { SERVER_ROOT } from '../src/lib/server-root.ts';
import * as make from './factories.ts';
import { buildTestApp, readOutbox, type TestApp, type VerifiedUser } from './helpers.ts';

/**
 * Issue 38: another commune runs the app from its own file and nothing says Port-Marin. The app is
 * booted as a fresh instance would be (TOWN_CONFIG, no demo), with the web app's page as the build
 * starts from it, and every text it serves is searched.
 */
const FIXTURE = path.join(SERVER_ROOT, 'test/towns/saint-aubin-sur-mer.json');
const WEB_INDEX = path.join(SERVER_ROOT, '../web/index.html');
const WEB_DIST = path.join(SERVER_ROOT, '../web/dist');
/** The first town's names, as written anywhere: « Port-Marin », « PortMarin », « portmarin », « Port Marin ». */
const PORT_MARIN = /port[-\s]?marin/i;
/**
 * The app's technical names that say `portmarin` to no resident (cookie and header names), kept:
 * renaming them would sign every Port-Marin resident out.
 */
const TECHNICAL =
  /portmarin\.(session_token|session_data|dont_remember|fc_flow|fc_logout)|x-portmarin-[a-z-]+|portmarin-auth/gi;

const NAME = 'Saint-Aubin-sur-Mer';
const PRODUCT = 'Saint-Aubin Ensemble';

function expectNoPortMarin(where: string, text: string): void {
  const match = PORT_MARIN.exec(text.replace(TECHNICAL, ''));
  expect(
    match,
    `${where}: « ${text.slice(Math.max(0, (match?.index ?? 0) - 60), (match?.index ?? 0) + 60)} »`,
  ).toBeNull();
}

/** Every page path of the web app (apps/web/src/config/paths.ts), an id in those that take one. */
async function pagePaths(): Promise<string[]> {
  const source = await fs.readFile(path.join(SERVER_ROOT, '../web/src/config/paths.ts'), 'utf8');
  const fixed = [...source.matchAll(/:\s*'(\/[^'?#]*)'/g)].map((m) => m[1]!);
  const withId = [...source.matchAll(/`(\/[a-z0-9/-]*?)\/\$\{/gi)].map(
    (m) => `${m[1]}/00000000-0000-4000-8000-000000000000`,
  );
  // The assistant's page is named after the town's slug (paths.assistant).
  return [...new Set([...fixed, ...withId, '/ask-saint-aubin-ia'])];
}

describe('a second town, from its own file, without the demo', () => {
  let t: TestApp;
  let webDir: string;
  let resident: VerifiedUser;
  let mairie: VerifiedUser;
  const pushed: PushPayload[] = [];

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-second-town-'));
    await fs.copyFile(WEB_INDEX, path.join(webDir, 'index.html'));
    t = await buildTestApp({ TOWN_CONFIG: FIXTURE, SEED_DEMO: 'false', WEB_DIST_DIR: webDir });
    // Every push the app sends, read as the push services would receive it.
    for (const method of ['broadcast', 'sendToUsers', 'sendToUser'] as const) {
      const original = t.app.push[method].bind(t.app.push) as (...args: unknown[]) => Promise<unknown>;
      vi.spyOn(t.app.push, method).mockImplementation(((...args: unknown[]) => {
        pushed.push(args.find((a): a is PushPayload => typeof a === 'object' && a !== null && 'title' in a)!);
        return original(...args);
      }) as never);
    }
    resident = await make.resident(t.app, { name: 'Aline Vasseur' });
    mairie = await make.staff(t.app, 'mairie', { name: 'Accueil mairie' });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('starts on an empty database: no demo account, no Port-Marin content', async () => {
    const { rows } = await t.app.pool.query<{ n: string }>(
      `select count(*) as n from "user" where email not in ($1, $2)`,
      [resident.email, mairie.email],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('has a web page that names no town before the server writes one into it', async () => {
    expectNoPortMarin('apps/web/index.html', await fs.readFile(WEB_INDEX, 'utf8'));
  });

  // Its scripts and styles, when the web app is built here (npm run build -w apps/web).
  it.skipIf(!existsSync(path.join(WEB_DIST, 'index.html')))('has a web build whose files name no town', async () => {
    const files = (await fs.readdir(WEB_DIST, { recursive: true })).filter((f) => /\.(js|css|html|svg)$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expectNoPortMarin(file, await fs.readFile(path.join(WEB_DIST, file), 'utf8'));
  });

  it('answers the town from its file on /api/town', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/town' });
    expect(res.json()).toMatchObject({ townName: NAME, productName: PRODUCT, inseeCode: '76557' });
    expectNoPortMarin('/api/town', res.body);
  });

  it('serves every page with the town’s title, description, colour, icon and name, never Port-Marin', async () => {
    const paths = await pagePaths();
    expect(paths.length).toBeGreaterThan(30);
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('text/html');
      expectNoPortMarin(url, res.body);
      expect(res.body, url).toContain(`<title>${PRODUCT}</title>`);
    }
    const page = (await t.app.inject({ method: 'GET', url: '/feed' })).body;
    expect(page).toContain('content="Le réseau des habitants de Saint-Aubin-sur-Mer');
    expect(page).toContain('<meta name="theme-color" content="#3b0a18" />');
    expect(page).toContain('<link rel="icon" href="https://www.mairie-saint-aubin.example/logo-saint-aubin.svg" />');
    expect(page).toContain(`data-product-name>${PRODUCT}</p>`);
  });

  it('serves the town’s manifest, its logo as the icon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: PRODUCT,
      short_name: PRODUCT,
      theme_color: '#3b0a18',
      icons: [{ src: 'https://www.mairie-saint-aubin.example/logo-saint-aubin.svg', type: 'image/svg+xml' }],
    });
    expectNoPortMarin('manifest', res.body);
    // The CSP lets the logo in.
    expect(res.headers['content-security-policy']).toContain('https://www.mairie-saint-aubin.example');
  });

  it('previews a shared post with the town’s name', async () => {
    const shared = await make.post(t.app, resident, { content: 'Grande marée sur la digue ce soir' });
    const res = await t.app.inject({ method: 'GET', url: `/post/${shared.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta property="og:site_name" content="${PRODUCT}" />`);
    expectNoPortMarin('Open Graph', res.body);
  });

  it('shares an event and its calendar entries under the town’s names', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: {
        title: 'Feu de la Saint-Jean sur la plage',
        date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        time: '21:00',
        location: 'Plage centrale',
        category: 'Musique',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const page = await t.app.inject({ method: 'GET', url: `/event/${id}` });
    expect(page.body).toContain(`<meta property="og:site_name" content="${PRODUCT}" />`);
    expectNoPortMarin('event page', page.body);
    const single = await t.app.inject({ method: 'GET', url: `/api/events/${id}/ics` });
    expect(single.statusCode).toBe(200);
    expect(single.body).toContain(PRODUCT);
    expectNoPortMarin('event .ics', single.body);
    const calendar = await t.app.inject({ method: 'GET', url: TOWN_CALENDAR_PATH });
    expect(calendar.body).toContain('Feu de la Saint-Jean');
    expect(calendar.body).toContain(`Événements de ${NAME}`);
    expectNoPortMarin('town calendar', calendar.body);
  });

  it('signs the announcements, their feeds, pushes and mails with the town hall of the file', async () => {
    // A visitor subscribes to the alerts by mail and confirms.
    const email = 'voisine@exemple.fr';
    const subscribe = await t.app.inject({ method: 'POST', url: '/api/mail-alerts', payload: { email, scope: 'all' } });
    expect(subscribe.statusCode).toBe(202);
    const confirmLink = (await readOutbox(t.dataDir)).filter((m) => m.to === email).at(-1)!.links[0]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: new URL(confirmLink).pathname + new URL(confirmLink).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);

    const hour = (h: number) => townLocalTime(new Date(Date.now() + h * 3600_000));
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: mairie.cookie, origin: t.env.PUBLIC_URL },
      payload: {
        category: 'Alerte',
        title: 'Coup de vent sur la digue',
        text: 'La digue promenade est fermée.',
        location: 'Digue promenade',
        startsAt: hour(-1),
        endsAt: hour(5),
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    const { id } = published.json() as { id: string };
    await t.app.jobs.run('mail-alerts');

    for (const url of [ANNOUNCEMENTS_ATOM_PATH, ANNOUNCEMENTS_ICS_PATH, TOWN_CALENDAR_PATH]) {
      const feed = await t.app.inject({ method: 'GET', url });
      expect(feed.statusCode, url).toBe(200);
      expectNoPortMarin(url, feed.body);
    }
    const atom = await t.app.inject({ method: 'GET', url: ANNOUNCEMENTS_ATOM_PATH });
    expect(atom.body).toContain(`Mairie de ${NAME}`);
    expect((await t.app.inject({ method: 'GET', url: TOWN_CALENDAR_PATH })).body).toContain(NAME);

    const page = await t.app.inject({ method: 'GET', url: `/annonces/${id}` });
    expect(page.body).toContain(`<meta property="og:site_name" content="${PRODUCT}" />`);
    expectNoPortMarin('announcement page', page.body);

    expect(pushed.map((p) => p.title)).toContain(`Mairie de ${NAME} · Alerte`);
    const alertMails = (await readOutbox(t.dataDir)).filter((m) => m.to === email);
    expect(alertMails.some((m) => m.subject.includes('Coup de vent'))).toBe(true);
  });

  it('sends a digest under the town’s product name', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
      payload: { digest: 'daily' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.pool.query('update user_settings set digest_sent_period = null where user_id = $1', [resident.user.id]);
    await t.app.notifier.notify({
      userId: resident.user.id,
      actorId: mairie.user.id,
      type: 'comment',
      content: 'Bienvenue à Saint-Aubin',
      link: '/feed',
    });
    await t.app.jobs.run('digest', new Date(Date.now() + 60_000));
    const digest = (await readOutbox(t.dataDir)).filter((m) => m.subject.startsWith('Votre résumé'));
    expect(digest.at(-1)?.subject).toContain(PRODUCT);
  });

  it('writes every mail and push it sent without Port-Marin, from the town’s sender', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: resident.email, redirectTo: '/auth' },
    });
    expect(reset.statusCode).toBe(200);
    const mails = await readOutbox(t.dataDir);
    // Sign-up confirmations, the password reset, the alerts' confirmation and alert, the digest.
    expect(mails.length).toBeGreaterThanOrEqual(6);
    expect(mails.some((m) => m.subject.includes(`${PRODUCT} — confirmez votre adresse e-mail`))).toBe(true);
    for (const mail of mails) {
      expectNoPortMarin(`mail « ${mail.subject} »`, JSON.stringify(mail));
      expect(mail.from).toContain(PRODUCT);
    }
    expect(pushed.length).toBeGreaterThan(0);
    for (const payload of pushed) expectNoPortMarin('push', JSON.stringify(payload));
  });

  it('answers the API documentation and the public API without Port-Marin', async () => {
    for (const url of ['/api/openapi.json', '/api/announcements', '/api/events', '/api/webcams', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: resident.cookie } });
      expect(res.statusCode, url).toBeLessThan(500);
      expectNoPortMarin(url, res.body);
    }
  });
});
