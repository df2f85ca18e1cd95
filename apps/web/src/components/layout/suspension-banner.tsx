import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { fullDateTime } from '@/lib/format';

/**
 * While a moderator's suspension lasts (`suspendedUntil` in the session), every screen says so, until
 * when, and what it means: the server refuses publishing, commenting, messages, reviews and votes.
 */
export function SuspensionBanner() {
  const session = useSession();
  // The server sends only a suspension in force; this one may have ended since the session was read.
  const [shownAt] = useState(Date.now);
  const until = session.status === 'ready' ? session.user?.suspendedUntil : null;
  if (!until || Date.parse(until) <= shownAt) return null;
  return (
    <aside
      aria-label="Compte suspendu"
      className="mx-auto flex max-w-2xl gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Votre compte est suspendu jusqu’au {fullDateTime(until)}.</p>
        <p>
          D’ici là, vous pouvez lire et signaler un contenu, mais ni publier, ni commenter, ni aimer, ni suivre, ni
          envoyer de messages, ni donner un avis, ni voter, ni enregistrer un score.{' '}
          <Link to={paths.moderation} className="font-medium underline underline-offset-4">
            Contacter la modération
          </Link>
        </p>
      </div>
    </aside>
  );
}
