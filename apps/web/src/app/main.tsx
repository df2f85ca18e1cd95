import type { TownConfig } from '@portmarin/shared';
import type { Root } from 'react-dom/client';
import { applyTheme, readTheme } from '@/lib/theme';
import { yieldToMain } from '@/lib/yield-to-main';
import { isColdStart, removeStaticSplash } from './splash';
import './index.css';

// Not a cold start: the splash in the page goes before anything else is drawn.
if (!isColdStart()) removeStaticSplash();

applyTheme(readTheme());

/** The server puts the town configuration in the page (plugins/app-html.ts): no request before the first render. */
function inlineTown(): TownConfig | undefined {
  const block = document.getElementById('town-config');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as TownConfig;
  } catch {
    return undefined;
  }
}

function showUnreachable(root: Root) {
  removeStaticSplash();
  root.render(
    <p role="alert" style={{ padding: '2rem', fontFamily: 'system-ui' }}>
      Impossible de joindre le serveur. Vérifiez votre connexion puis rechargez la page.
    </p>,
  );
}

/**
 * Each step of the start runs in a task of its own (yieldToMain): on a phone, one task holding
 * them all would block the main thread for a few hundred milliseconds. The app's modules are
 * imported step by step for the same reason: they are all in the page's first script (see the
 * `app` chunk group in vite.config.ts), but each import runs its modules' code in its own task.
 */
async function start() {
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  await yieldToMain();
  const [{ createQueryClient }, { townQuery }] = await Promise.all([
    import('@/lib/query-client'),
    import('@/config/town'),
  ]);
  const queryClient = createQueryClient();
  // The town configuration is needed by every screen: loaded once before the first render.
  const town = inlineTown();
  try {
    if (town) queryClient.setQueryData(townQuery.queryKey, town);
    else await queryClient.ensureQueryData(townQuery);
  } catch {
    showUnreachable(root);
    return;
  }
  await yieldToMain();
  const firstScreen = await import('./routes/feed-prefetch');
  await yieldToMain();
  firstScreen.seedFirstScreen(queryClient);
  await yieldToMain();
  firstScreen.preloadFeedRoute(window.location.pathname);
  await yieldToMain();
  firstScreen.prefetchFeed(queryClient, window.location.pathname);
  await yieldToMain();
  const { prepareClassMerging } = await import('@/lib/cn');
  for (const step of prepareClassMerging) {
    await yieldToMain();
    step();
  }
  await yieldToMain();
  const { createRouter } = await import('./router');
  await yieldToMain();
  const router = createRouter();
  await yieldToMain();
  const [{ StrictMode }, { App }] = await Promise.all([import('react'), import('./app')]);
  await yieldToMain();
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void start();
