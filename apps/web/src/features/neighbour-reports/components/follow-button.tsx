import type { NeighbourReport } from '@portmarin/shared';
import { Hand } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useFollowReport } from '../api/follow-report';

/**
 * "Moi aussi": the report's likes are its followers, who hear of its status changes. The reporter
 * hears of them already: theirs shows the count only. Visitors are sent to sign in.
 */
export function FollowButton({ report, size = 'sm' }: { report: NeighbourReport; size?: 'sm' | 'default' }) {
  const session = useSession();
  const navigate = useNavigate();
  const follow = useFollowReport();
  const signedIn = session.status === 'ready' && session.user !== null;
  const count = formatCount(report.followersCount);
  const people = report.followersCount > 1 ? 'personnes suivent' : 'personne suit';

  if (report.mine) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        <Hand aria-hidden="true" className="size-4" />
        {count} <span className="sr-only">{people} votre signalement</span>
        <span aria-hidden="true">{report.followersCount > 1 ? 'voisins concernés' : 'voisin concerné'}</span>
      </span>
    );
  }
  return (
    <Button
      variant={report.following ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={report.following}
      disabled={follow.isPending}
      onClick={() => {
        if (!signedIn) return void navigate(paths.auth);
        follow.mutate({ id: report.id, follow: !report.following }, { onError: (error) => toastRequestError(error) });
      }}
    >
      <Hand aria-hidden="true" />
      Moi aussi
      <span aria-hidden="true">· {count}</span>
      <span className="sr-only">
        ({count} {people} ce signalement)
      </span>
    </Button>
  );
}
