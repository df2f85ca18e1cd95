import type { TownConfig } from '@portmarin/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { townQuery } from '@/config/town';
import { cn } from '@/lib/cn';
import { createQueryClient } from '@/lib/query-client';
import { applyTheme, readTheme } from '@/lib/theme';
import { yieldToMain } from '@/lib/yield-to-main';
import { App } from './app';
import { createRouter, type AppRouter } from './router';
import { preloadFeedRoute, prefetchFeed, seedFirstScreen } from './routes/feed-prefetch';
import { isColdStart, removeStaticSplash } from './splash';
import './index.css';

// Not a cold start: the splash in the page goes before anything else is drawn.
if (!isColdStart()) removeStaticSplash();

applyTheme(readTheme());

const queryClient = createQueryClient();
const root = createRoot(document.getElementById('root')!);

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

/**
 * The town configuration is needed by every screen: load it once before the first render.
 * Each step of the start runs in a task of its own (yieldToMain): on a phone, one task holding
 * them all would block the main thread for a few hundred milliseconds.
 */
async function start() {
  let router: AppRouter;
  try {
    const town = inlineTown();
    if (town) queryClient.setQueryData(townQuery.queryKey, town);
    else await queryClient.ensureQueryData(townQuery);
    await yieldToMain();
    seedFirstScreen(queryClient);
    await yieldToMain();
    preloadFeedRoute(window.location.pathname);
    await yieldToMain();
    prefetchFeed(queryClient, window.location.pathname);
    await yieldToMain();
    // tailwind-merge builds its class map at its first call: done here rather than inside the render.
    cn('p-0', 'p-1');
    await yieldToMain();
    router = createRouter();
    await yieldToMain();
  } catch {
    removeStaticSplash();
    root.render(
      <p role="alert" style={{ padding: '2rem', fontFamily: 'system-ui' }}>
        Impossible de joindre le serveur. Vérifiez votre connexion puis rechargez la page.
      </p>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void start();
