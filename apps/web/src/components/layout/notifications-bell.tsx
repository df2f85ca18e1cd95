import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { badgeText, useUnreadNotifications } from '@/lib/unread';

/** 'Notifications, 3 non lues': the count is in the link's name, the visible badge is decorative. */
export function notificationsLabel(count: number): string {
  if (count <= 0) return 'Notifications';
  return `Notifications, ${badgeText(count)} ${count === 1 ? 'non lue' : 'non lues'}`;
}

/** The top bar's bell: the real unread count for signed-in residents, no badge at 0. */
export function NotificationsBell() {
  const count = useUnreadNotifications();
  return (
    <Link
      to={paths.notifications}
      aria-label={notificationsLabel(count)}
      className="relative rounded-full p-2 hover:bg-accent"
    >
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-bold leading-none text-destructive-foreground"
        >
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
