import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { baseURL, e2eDataDir } from '../playwright.config';

export { expect };

export type Resident = { name: string; username: string; email: string; password: string };

let counter = 0;
/** The seeded demo administrator and moderator (apps/server/src/seed/users.ts, README). */
export const ADMIN: Resident = {
  name: 'Admin Port-Marin',
  username: 'admin',
  email: 'admin@portmarin.fr',
  password: 'PortMarin-Admin-2025',
};
export const MODERATOR: Resident = {
  name: 'Modération Port-Marin',
  username: 'moderation',
  email: 'moderation@portmarin.fr',
  password: 'PortMarin-Modo-2025',
};

/** The seeded town hall account: the `mairie` right (apps/server/src/modules/auth/auth.seed.ts). */
export const MAIRIE: Resident = {
  name: 'Mairie Port-Marin',
  username: 'mairie',
  email: 'mairie@portmarin.fr',
  password: 'PortMarin-Mairie-2025',
};

/** A resident's session without a page: no socket is open, so their notifications are pushed. */
export async function apiAs(resident: Resident): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: resident.email, password: resident.password },
  });
  expect(res.status()).toBe(200);
  return api;
}

/** The town's clock `offset` ms from now: 'YYYY-MM-DDTHH:MM', as a datetime-local field gives it. */
export function townDateTime(offset = 0): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + offset))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A unique resident for one test (nothing shared between tests). */
export function newResident(prefix = 'habitant'): Resident {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    // One width for every name: no resident's name is the start of another's (« … 1 » and « … 17 »),
    // across workers too, so a list filtered by name finds one row.
    name: `Camille Marin ${(process.pid % 100_000).toString().padStart(5, '0')}${counter.toString().padStart(3, '0')}`,
    username: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}.${id}@exemple.fr`,
    password: 'Galets-Marée-2025!',
  };
}

type Mail = { to: string; subject: string; links: string[]; sentAt: string };

/** Waits for the newest mail to an address in the e2e server's outbox (DATA_DIR/mail). */
export async function waitForMail(email: string, after = 0): Promise<Mail> {
  const dir = path.join(e2eDataDir, 'mail');
  for (let i = 0; i < 50; i += 1) {
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as Mail),
    );
    const match = mails
      .filter((m) => m.to === email && Date.parse(m.sentAt) >= after)
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
    if (match) return match;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${email}`);
}

/** Creates a verified resident through the real API (sign-up, then the link from the outbox). */
export async function createResident(request: APIRequestContext, resident = newResident()): Promise<Resident> {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: resident.name, username: resident.username, email: resident.email, password: resident.password },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  const mail = await waitForMail(resident.email);
  const link = new URL(mail.links[0]!);
  const verify = await request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return resident;
}

/** Signs a resident in for this page's browser context (cookie set by the real endpoint). */
export async function signIn(page: Page, resident: Resident): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: resident.email, password: resident.password },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A 1×1 PNG: enough for the server to decode, re-encode and thumbnail. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Skips the 2 s cold-start splash for tests about something else. */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
}

/**
 * The feed draws its cards and posts as the reader comes near them: scroll down as a reader would
 * until `target` is drawn, then bring it into view.
 */
export async function scrollToInFeed(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60 && (await target.count()) === 0; i += 1) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
  await target.first().scrollIntoViewIfNeeded();
}

/**
 * The axe rules whose outcome depends on colours. A theme changes nothing else of a screen (no
 * element is shown or hidden by theme), so the second theme's scan runs only these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's browser script, a direct dependency pinned to the version the audit names: the 4.13
 * that @axe-core/playwright brought took « in » as part of « Partager sur LinkedIn » (a substring),
 * where 4.14 compares whole words as WCAG 2.5.3 does.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact?: string | null; nodes: Array<{ target: string[] }> };
type AxeWindow = { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };

/**
 * axe.run() in the page, axe injected once per document. @axe-core/playwright evaluated the
 * 550 KB script twice per scan (and merged each scan's results in a new blank page), so every scan
 * ran on a cold copy: four times slower here.
 */
async function axeViolations(page: Page, only?: string[], headingOrder = false): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options = {
    runOnly: only
      ? { type: 'rule', values: only }
      : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    // WCAG 2.5.3 (label in name) is "experimental" in axe, off unless named; RGAA 9.1's heading
    // levels (a best practice) join the same scan when asked, instead of a scan of their own.
    rules: {
      'label-content-name-mismatch': { enabled: true },
      ...(headingOrder ? { 'heading-order': { enabled: true } } : {}),
    },
    // Only violations are detailed: listing every passing element (with its CSS selector) took
    // most of a scan on the larger screens.
    resultTypes: ['violations'],
  };
  return page.evaluate(async (o) => (await (window as unknown as AxeWindow).axe.run(document, o)).violations, options);
}

/**
 * Rules whose every violation fails, whatever impact axe gives it: WCAG 2.5.3 (label in name), and
 * RGAA 9.1's heading levels (`heading-order`, a best practice axe runs only when named).
 */
const ALWAYS_COUNTED_RULES = new Set(['label-content-name-mismatch', 'heading-order']);

/** The violations the e2e suite fails on: serious or critical ones, and every one of the always-counted rules. */
export async function seriousViolations(page: Page, only?: string[], headingOrder = false): Promise<AxeViolation[]> {
  const violations = await axeViolations(page, only, headingOrder);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS_COUNTED_RULES.has(v.id));
}

async function expectNoSeriousViolation(
  page: Page,
  label: string,
  only?: string[],
  headingOrder = false,
): Promise<void> {
  const started = Date.now();
  const serious = await seriousViolations(page, only, headingOrder);
  // The run's summary adds these up (scripts/summarize-tests.mjs): what axe costs the e2e suite.
  base.info().annotations.push({ type: 'axe-ms', description: String(Date.now() - started) });
  const summary = serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${label}\n${summary.join('\n')}`).toEqual([]);
}

/** Switches the open screen to the other theme in place (as the app's applyTheme does), transitions off. */
async function flipTheme(page: Page): Promise<'light' | 'dark'> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const dark = !root.classList.contains('dark');
    let still = document.getElementById('e2e-no-transitions');
    if (!still) {
      still = document.createElement('style');
      still.id = 'e2e-no-transitions';
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
    } else still.remove();
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    return dark ? 'dark' : 'light';
  });
}

/**
 * RGAA / WCAG 2.1 AA: no serious or critical axe-core violation on the current screen, in both
 * themes (the screen is scanned, switched to the other theme, its colours scanned again, and
 * switched back). `headingOrder`: no heading level skipped either (RGAA 9.1, the every-route walk).
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { headingOrder = false }: { headingOrder?: boolean } = {},
): Promise<void> {
  // Every element's style up to date: one skipped by `content-visibility: auto` (a feed card under a
  // dialog that turned the page dark) kept the colours of before, when no frame was drawn for it.
  await page.evaluate(() => {
    const drawn = document.createElement('style');
    drawn.id = 'e2e-all-drawn';
    drawn.textContent = '* { content-visibility: visible !important; }';
    document.head.append(drawn);
  });
  try {
    await expectNoSeriousViolation(page, label, undefined, headingOrder);
    const other = await flipTheme(page);
    try {
      await expectNoSeriousViolation(page, `${label} (thème ${other === 'dark' ? 'sombre' : 'clair'})`, COLOUR_RULES);
    } finally {
      await flipTheme(page);
    }
  } finally {
    // A page the test closed meanwhile has nothing to put back.
    await page.evaluate(() => document.getElementById('e2e-all-drawn')?.remove()).catch(() => undefined);
  }
}

export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** Fails a test on any console error or uncaught page error. */
/** Collects the page's console errors and uncaught errors. */
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // A refused API call (4xx) is an expected answer the UI handles; anything else is a bug.
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

const secondContextErrors = new WeakMap<Page, string[]>();

/** A resident signed in in their own browser context (own cookie, own socket), with the console guard. */
export async function openAs(browser: Browser, resident: Resident): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  secondContextErrors.set(page, watchConsoleErrors(page));
  await skipSplash(page);
  await signIn(page, resident);
  return page;
}

/** Closes a context opened by openAs, failing on any console error it saw. */
export async function closeAs(page: Page): Promise<void> {
  expect(secondContextErrors.get(page), 'console errors (second context)').toEqual([]);
  await page.context().close();
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsoleErrors(page);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
