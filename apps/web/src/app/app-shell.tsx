import { Outlet, useLocation, useMatches } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { PwaShell } from '@/components/layout/pwa-shell';
import { RealtimeConnection } from '@/components/layout/realtime-connection';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SuspensionBanner } from '@/components/layout/suspension-banner';
import { TabBar } from '@/components/layout/tab-bar';
import { TopBar } from '@/components/layout/top-bar';
import { useTown } from '@/config/town';
import { SearchButton } from '@/features/search';

/** Every screen's frame: the layout pieces, and the search feature's button in the top bar. */
export function AppShell() {
  const { pathname } = useLocation();
  const { productName } = useTown();
  const routeTitle = useMatches()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .findLast(Boolean);
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Aller au contenu
      </a>
      <ScrollToTop />
      <DocumentTitle productName={productName} container="contenu" title={routeTitle} />
      <TopBar search={<SearchButton />} />
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
