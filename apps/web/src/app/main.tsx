import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { townQuery } from '@/config/town';
import { createQueryClient } from '@/lib/query-client';
import { applyTheme, readTheme } from '@/lib/theme';
import { App } from './app';
import './index.css';

applyTheme(readTheme());

const queryClient = createQueryClient();
const root = createRoot(document.getElementById('root')!);

/** The town configuration is needed by every screen: load it once before the first render. */
async function start() {
  try {
    await queryClient.ensureQueryData(townQuery);
  } catch {
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
