import type { Notification } from '@portmarin/shared';
import { Bell, CheckCheck, Landmark } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { displayName, relativeTime } from '@/lib/format';
import { notificationShape } from '@/lib/web-feature';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';

/** /notifications: the resident's notifications, newest first; visitors are sent to /auth. */
export function NotificationsPage() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingStatus layout="page" />;
  if (!session.user) return <Navigate to={paths.auth} replace />;
  return <NotificationList />;
}

function NotificationList() {
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const lastMarked = useRef<string | null>(null);
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const newestUnread = notifications.find((n) => !n.read)?.id ?? null;
  const mutateMarkAll = markAll.mutate;

  // Opening the screen reads them: once shown (still styled unread), the server marks them all read.
  useEffect(() => {
    if (!newestUnread || lastMarked.current === newestUnread) return;
    lastMarked.current = newestUnread;
    mutateMarkAll({ restyle: false });
  }, [newestUnread, mutateMarkAll]);

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Notifications</h1>
        <Button
          variant="outline"
          size="sm"
          disabled={!notifications.some((n) => !n.read) || markAll.isPending}
          onClick={() => mutateMarkAll({ restyle: true })}
        >
          <CheckCheck aria-hidden="true" />
          Tout marquer comme lu
        </Button>
      </div>

      <InfiniteList
        query={list}
        count={notifications.length}
        nextPageError="Impossible de charger les notifications suivantes."
        loading={<LoadingStatus layout="page" />}
        failed={
          list.error && (
            <LoadError
              title="Impossible de charger les notifications."
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          )
        }
        empty={<p className="py-10 text-center text-muted-foreground">Aucune notification</p>}
      >
        <ul aria-label="Notifications" className="-mx-2 flex flex-col gap-1">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationRow notification={notification} />
            </li>
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  // Each type's badge is declared by the feature that sends it (features/<f>/parts.ts).
  const { icon: Icon, from } = notificationShape(notification.type) ?? { icon: Bell };
  const unread = !notification.read;
  const actorName = notification.actor ? displayName(notification.actor) : '';
  return (
    <Link
      to={notification.link}
      data-testid="notification"
      data-read={notification.read}
      className={cn(
        'flex items-start gap-3 rounded-xl border-l-4 px-3 py-3 hover:bg-accent',
        unread ? 'border-primary bg-secondary text-secondary-foreground' : 'border-transparent',
      )}
    >
      <span className="relative shrink-0">
        {from === 'townHall' ? (
          <TownHallMark />
        ) : (
          <Avatar name={actorName || '?'} image={notification.actor?.image} className="size-11" />
        )}
        <span
          aria-hidden="true"
          className="absolute -bottom-1 -right-1 flex size-5 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground"
        >
          <Icon className="size-3" />
        </span>
      </span>
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">Non lue : </span>}
        <span className={cn('block text-sm', unread && 'font-semibold')}>{notification.text}</span>
        {notification.content && (
          <span
            className={cn('line-clamp-2 block text-sm', unread ? 'text-secondary-foreground' : 'text-muted-foreground')}
          >
            {notification.content}
          </span>
        )}
        <time
          dateTime={notification.createdAt}
          className={cn('block text-xs', unread ? 'text-secondary-foreground' : 'text-muted-foreground')}
        >
          {relativeTime(notification.createdAt)}
        </time>
      </span>
      {unread && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />}
    </Link>
  );
}

/** The town hall's mark in place of an avatar: its building in the town's colour. */
function TownHallMark() {
  return (
    <span
      aria-hidden="true"
      data-testid="town-hall-mark"
      className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground"
    >
      <Landmark className="size-6" />
    </span>
  );
}
