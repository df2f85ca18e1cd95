import { Check, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';

type FollowToggleProps = {
  following: boolean;
  /** The invitation while not following ('Suivre' a resident, "S'abonner" to a page). */
  followLabel: string;
  followIcon: LucideIcon;
  /** A follow or unfollow request is in flight. */
  pending: boolean;
  /** Asks for the other state; never while a request is in flight, so the count stays exact. */
  onToggle: (follow: boolean) => void;
  /** A visitor's click: they must sign in first. */
  onVisitor: () => void;
};

/** The follow button: the invitation, or 'Abonné·e' pressed (`aria-pressed`) once following. */
export function FollowToggle({
  following,
  followLabel,
  followIcon: FollowIcon,
  pending,
  onToggle,
  onVisitor,
}: FollowToggleProps) {
  const session = useSession();

  function onClick() {
    if (session.status !== 'ready') return;
    if (!session.user) return onVisitor();
    if (pending) return;
    onToggle(!following);
  }

  return (
    <Button
      variant={following ? 'outline' : 'default'}
      aria-pressed={following}
      aria-busy={pending || undefined}
      disabled={session.status === 'loading'}
      onClick={onClick}
    >
      {pending ? <Spinner /> : following ? <Check aria-hidden="true" /> : <FollowIcon aria-hidden="true" />}
      {following ? 'Abonné·e' : followLabel}
    </Button>
  );
}
