import { Menu as MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useHomePath } from '@/lib/auth';
import { NotificationsBell } from './notifications-bell';
import { PlatformBadge } from './platform-badge';
import { PushBadge } from './push-badge';

/** `search`: the search entry, given by the app shell (the search is a feature, the bar is not). */
export function TopBar({ search }: { search: ReactNode }) {
  const town = useTown();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-4">
        <Link to={useHomePath()} className="flex items-center gap-2 text-xl font-bold tracking-tight text-primary">
          {/* The town's logo: its name follows, so the image says nothing more. */}
          <img src={town.logo} alt="" className="size-7 rounded-md" />
          {town.productName}
        </Link>
        <PlatformBadge />
        <PushBadge />
        <div className="ml-auto flex items-center gap-1">
          {search}
          <NotificationsBell />
          <Link to={paths.menu} aria-label="Menu" className="rounded-full p-2 hover:bg-accent">
            <MenuIcon aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </header>
  );
}
