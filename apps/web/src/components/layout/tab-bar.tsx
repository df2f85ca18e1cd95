import { Bell, Home, Menu as MenuIcon, MessageCircle, User } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHomePath } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { badgeText, useUnreadConversations } from '@/lib/unread';

const TABS = [
  // `to` is the visitor's home or the feed (useHomePath); both are this tab's screens.
  { to: paths.feed, label: 'Accueil', icon: Home, also: [paths.feed] as string[] },
  { to: paths.messenger, label: 'Messages', icon: MessageCircle, also: [paths.messages, '/conversation'] },
  { to: paths.notifications, label: 'Notifs', icon: Bell, also: [] },
  { to: paths.profile, label: 'Profil', icon: User, also: [] },
  { to: paths.menu, label: 'Plus', icon: MenuIcon, also: [] },
];

/** Whether a tab is the current one: its own path or one of the screens it groups. */
export function isTabActive(pathname: string, tab: { to: string; also: string[] }): boolean {
  return [tab.to, ...tab.also].some((p) => pathname === p || (p !== paths.home && pathname.startsWith(`${p}/`)));
}

export function TabBar({ pathname }: { pathname: string }) {
  const unreadConversations = useUnreadConversations();
  const home = useHomePath();
  return (
    <nav
      aria-label="Navigation principale"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-2xl justify-around">
        {TABS.map((listed) => {
          const tab = listed.to === paths.feed ? { ...listed, to: home } : listed;
          const active = isTabActive(pathname, tab);
          const Icon = tab.icon;
          const unread = tab.to === paths.messenger ? unreadConversations : 0;
          return (
            <li key={listed.to} className="flex-1">
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-0.5 py-2 text-xs font-medium',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.5 : 2} />
                  {unread > 0 && (
                    <span
                      aria-hidden="true"
                      data-testid="messages-badge"
                      className="absolute -right-2.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-bold leading-none text-destructive-foreground"
                    >
                      {badgeText(unread)}
                    </span>
                  )}
                </span>
                {tab.label}
                {/* The count is read out after the tab's visible name (WCAG 2.5.3); the badge is hidden from screen readers. */}
                {unread > 0 && (
                  <>
                    {'\u00a0'}
                    <span className="sr-only">: {unreadConversationsText(unread)}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** '2 conversations non lues'. */
function unreadConversationsText(count: number): string {
  return `${badgeText(count)} ${count === 1 ? 'conversation non lue' : 'conversations non lues'}`;
}
