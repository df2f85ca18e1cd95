import { Outlet, useLocation } from 'react-router';
import { PwaShell } from './pwa-shell';
import { RealtimeConnection } from './realtime-connection';
import { ScrollToTop } from './scroll-to-top';
import { SuspensionBanner } from './suspension-banner';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

export function AppShell() {
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Aller au contenu
      </a>
      <ScrollToTop />
      <TopBar />
      <SuspensionBanner />
      <main id="contenu" tabIndex={-1} className="mx-auto min-h-[calc(100vh-3.5rem)] max-w-2xl pb-24 outline-none">
        <Outlet />
      </main>
      <TabBar pathname={pathname} />
      <PwaShell />
      <RealtimeConnection />
    </>
  );
}
