import type { TownConfig } from '@portmarin/shared';
import { TOWN_CONFIG_ELEMENT_ID } from '@portmarin/shared/constants';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTownColors, townQuery } from '@/config/town';
import { readPageData } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { applyTheme, readTheme } from '@/lib/theme';
import { App } from './app';
import { createRouter } from './router';
import { seedFirstScreen } from './routes/first-screen';
import { isColdStart, removeStaticSplash } from './splash';
import './index.css';

// Theme: before anything is drawn. The splash in the page shows on a cold start only.
applyTheme(readTheme());
if (!isColdStart()) removeStaticSplash();

const root = createRoot(document.getElementById('root')!);

async function start() {
  // Town: every screen names it. The server writes it into the page; the dev server does not.
  const queryClient = createQueryClient();
  const town = readPageData<TownConfig>(TOWN_CONFIG_ELEMENT_ID);
  try {
    if (town) queryClient.setQueryData(townQuery.queryKey, town);
    else await queryClient.ensureQueryData(townQuery);
  } catch {
    removeStaticSplash();
    root.render(
      <p role="alert" style={{ padding: '2rem', fontFamily: 'system-ui' }}>
        Impossible de joindre le serveur. Vérifiez votre connexion puis rechargez la page.
      </p>,
    );
    return;
  }

  // Query cache: the first screen's answers, written into the page by the server.
  seedFirstScreen(queryClient);

  // Router, then render: as a transition, React renders in slices and lets the browser in between.
  // The town names a route (the assistant's), so the router is made once it is known.
  const loaded = queryClient.getQueryData(townQuery.queryKey)!;
  applyTownColors(loaded);
  const { slug } = loaded;
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={createRouter(slug)} />
      </StrictMode>,
    ),
  );
}

void start();
