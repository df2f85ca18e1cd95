import type { Page, Request } from '@playwright/test';
import { paths } from '../src/config/paths';
import { expect, expectAccessible, ONE_PIXEL_PNG, signIn, skipSplash, test } from './fixtures';
import { everyRoute, MARIE, seededParams, VISITOR_ROUTES } from './routes';

/**
 * Every route of src/config/paths.ts, opened once:
 * - no screen is wider than the phone it is shown on (issue 28, point 10): at the four usual phone
 *   widths, `document.documentElement.scrollWidth` never past `window.innerWidth`; a failure names
 *   the elements that stick out;
 * - no serious or critical axe violation in either theme, at a computer's width, scanned once the
 *   screen is idle, and no skipped heading level (the RGAA audit of docs/accessibility-audit.md).
 * Every failure is listed, not only the first (the audit's list).
 */
const WIDTHS = [320, 360, 390, 430] as const;

/**
 * What sticks out past the viewport's right edge, in the page: the outermost elements whose box
 * passes it and that no scrolling or clipping box holds, widest first. An absolute element is held
 * only by a box at or inside its containing block (a scroller that is not positioned lets it out).
 */
function overflowingElements(): string[] {
  const width = window.innerWidth;
  const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
  const held = (el: Element) => {
    let escapes = getComputedStyle(el).position === 'absolute';
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (escapes && style.position !== 'static') escapes = false;
      if (!escapes && style.overflowX !== 'visible' && !sticksOut(a)) return true;
    }
    return false;
  };
  const describe = (el: Element) => {
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes ? `.${classes}` : ''}> « ${label} »`;
  };
  const culprits = new Set<Element>();
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    // A fixed element does not make the page scroll.
    if (getComputedStyle(el).position === 'fixed' || !sticksOut(el) || held(el)) continue;
    culprits.add(el);
  }
  return [...culprits]
    .filter((el) => !el.parentElement || !culprits.has(el.parentElement))
    .map((el) => ({ el, right: el.getBoundingClientRect().right, width: el.getBoundingClientRect().width }))
    .sort((a, b) => b.right - a.right)
    .slice(0, 5)
    .map((f) => `${describe(f.el)} (${Math.round(f.width)} px, bord droit à ${Math.round(f.right)} px)`);
}

/**
 * The page's requests in flight (data, lazy chunks, images), kept as they start and end: waiting
 * for quiet costs nothing on a screen already idle, where a second `networkidle` always waits 500 ms.
 */
function trackRequests(page: Page): () => number {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
}

/**
 * Waits until the screen is idle before axe reads it: no request in flight for 100 ms, fonts
 * loaded, no finite animation running, two frames drawn (each wait bounded, a polling screen
 * never idles). A scan taken earlier misses what shows once settled (issue 36: the share links).
 */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const started = Date.now();
  const deadline = started + 3_000;
  for (let quietSince = Date.now(); Date.now() < deadline && Date.now() - quietSince < 100;) {
    await page.waitForTimeout(25);
    if (inFlight() > 0) quietSince = Date.now();
  }
  await page.evaluate(async () => {
    const bounded = (work: Promise<unknown>) =>
      Promise.race([work, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await bounded(document.fonts.ready);
    // Spinners and skeletons loop forever: only animations that end are waited for.
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await bounded(Promise.all(ending.map((a) => a.finished.catch(() => undefined))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // What waiting for a settled screen costs the walk, beside fixtures.ts's `axe-ms`.
  test.info().annotations.push({ type: 'settle-ms', description: String(Date.now() - started) });
}

/** Opens each route once, checks it at every width by resizing in place, then scans it with axe once settled. */
async function checkRoutes(page: Page, routes: Array<[string, string]>): Promise<string[]> {
  // The webcams' pictures come from their provider, out of reach here.
  await page.route('https://www.skaping.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }),
  );
  const inFlight = trackRequests(page);
  const failures: string[] = [];
  for (const [name, path] of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    // Drawn (its title is there), then idle: `networkidle` waited 500 ms more on every screen.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
    await settle(page, inFlight);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth <= width) continue;
      const culprits = await page.evaluate(overflowingElements);
      failures.push(`${name} (${path}) à ${width} px : page de ${scrollWidth} px\n    ${culprits.join('\n    ')}`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await settle(page, inFlight);
    // RGAA 9.1 too: no heading level skipped (h1 then h3), a rule outside WCAG's tags, in the same scan.
    await expectAccessible(page, `${name} (${path})`, { headingOrder: true }).catch((error: Error) =>
      failures.push(error.message),
    );
  }
  return failures;
}

test.describe('chaque écran : jamais plus large que le téléphone, accessible dans les deux thèmes', () => {
  test.describe.configure({ mode: 'parallel' });

  // The resident's routes in quarters, one page per worker: a part ends within its timeout on a busy
  // machine, and the four workers share the walk.
  const PARTS = 4;
  for (let part = 0; part < PARTS; part++) {
    test(`chaque route, en habitante connectée (partie ${part + 1} sur ${PARTS})`, async ({ page }) => {
      test.setTimeout(300_000);
      await skipSplash(page);
      await signIn(page, MARIE);
      const routes = everyRoute(await seededParams(page.request)).filter((_, index) => index % PARTS === part);
      const failures = await checkRoutes(page, routes);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  test('les routes des visiteurs, déconnecté', async ({ page }) => {
    test.setTimeout(180_000);
    await skipSplash(page);
    const failures = await checkRoutes(
      page,
      VISITOR_ROUTES.map((key) => [key, paths[key]]),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
