import { Check, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { toastRequestError } from '@/lib/toasts';
import { useFollowProfile } from '../api/follow-profile';

/** 'Suivre' / 'Abonné·e' toggle (aria-pressed); visitors are told to sign in. */
export function FollowButton({ username, following }: { username: string; following: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const mutation = useFollowProfile(username);

  function onClick() {
    if (session.status !== 'ready') return;
    if (!session.user) {
      toast.error('Connexion requise', {
        description: 'Vous devez être connecté pour suivre un habitant',
        action: { label: 'Se connecter', onClick: () => void navigate(paths.auth) },
      });
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
      {mutation.isPending ? <Spinner /> : following ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? 'Abonné·e' : 'Suivre'}
    </Button>
  );
}
