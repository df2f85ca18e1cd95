import type { TownConfig } from '@portmarin/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { townQuery } from '@/config/town';
import { createQueryClient } from '@/lib/query-client';
import { applyTheme, readTheme } from '@/lib/theme';
import { App } from './app';
import { prefetchFeed, seedFirstScreen } from './routes/feed-prefetch';
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

/** The town configuration is needed by every screen: load it once before the first render. */
async function start() {
  try {
    const town = inlineTown();
    if (town) queryClient.setQueryData(townQuery.queryKey, town);
    else await queryClient.ensureQueryData(townQuery);
    seedFirstScreen(queryClient);
    prefetchFeed(queryClient, window.location.pathname);
    // The first render in a task of its own, after the requests have gone out: loading the code
    // and drawing the screen are then two shorter tasks instead of one long one.
    await new Promise((resolve) => setTimeout(resolve, 0));
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
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
