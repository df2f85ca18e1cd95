import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { longDate } from '@/lib/format';

/** The state of a move to the feed that puts focus on its title (the post screen after a deletion). */
export const FOCUS_FEED_TITLE = { focusFeedTitle: true };

/** The feed's header block: greeting, today's date, and the way in for visitors. */
export function FeedHeader() {
  const town = useTown();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const today = longDate(new Date());
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = (useLocation().state as typeof FOCUS_FEED_TITLE | null)?.focusFeedTitle === true;
  // A screen that removed the focused element and came here hands focus to the feed's title.
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  return (
    <section aria-labelledby="feed-title" className="rounded-xl border border-border bg-card p-4">
      <h1 id="feed-title" ref={title} tabIndex={-1} className="text-xl font-semibold">
        {user ? `Bonjour ${user.name.split(' ')[0]} !` : `Bienvenue à ${town.townName}`}
      </h1>
      <p className="text-sm text-muted-foreground">{today}</p>
      <p className="mt-2 text-sm">
        Le fil d’actualité des habitants de {town.townName}, {town.region}.
      </p>
      {session.status === 'ready' && !user && (
        <Link
          to={paths.auth}
          className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
        >
          Se connecter ou créer un compte
        </Link>
      )}
    </section>
  );
}
