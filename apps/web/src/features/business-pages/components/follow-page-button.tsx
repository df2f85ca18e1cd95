import { Check, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { toastRequestError } from '@/lib/toasts';
import { useFollowBusinessPage } from '../api/follow-business-page';

/** 'S'abonner' / 'Abonné·e' (aria-pressed); visitors go to /auth to sign in. */
export function FollowPageButton({ pageId, following }: { pageId: string; following: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const mutation = useFollowBusinessPage(pageId);

  function onClick() {
    if (session.status !== 'ready') return;
    if (!session.user) {
      void navigate(paths.auth);
      return;
    }
    // Blocked while a request is in flight, so the count stays exact.
    if (mutation.isPending) return;
    mutation.mutate(!following, {
      onError: (error) => toastRequestError(error, { fallback: "Impossible de mettre à jour l'abonnement" }),
    });
  }

  return (
    <Button
      variant={following ? 'outline' : 'default'}
      aria-pressed={following}
      aria-busy={mutation.isPending || undefined}
      disabled={session.status === 'loading'}
      onClick={onClick}
    >
      {mutation.isPending ? <Spinner /> : following ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      {following ? 'Abonné·e' : "S'abonner"}
    </Button>
  );
}
