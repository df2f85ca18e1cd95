import { UserPlus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import { useJoinGroup } from '../api/join-group';

type JoinGroupButtonProps = { group: { id: string; name: string }; size?: ButtonProps['size'] };

/** 'Rejoindre': a member at once (public group), or a request to its admins (private group). */
export function JoinGroupButton({ group, size = 'sm' }: JoinGroupButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const join = useJoinGroup();

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    if (session.status !== 'ready') return;
    if (!session.user) {
      toast.error('Erreur', {
        description: 'Vous devez être connecté pour rejoindre un groupe',
        action: { label: 'Se connecter', onClick: () => void navigate(paths.auth) },
      });
      return;
    }
    if (join.isPending) return;
    // Joined from Découvrir, the card leaves the list: focus goes to its neighbour, not the body.
    focusAfterRemoval(event.currentTarget);
    join.mutate(group.id, {
      onSuccess: (result) =>
        result.status === 'pending'
          ? toast.success('Demande envoyée', {
              description: `Un administrateur de « ${group.name} » va examiner votre demande.`,
            })
          : toast.success('Bienvenue !', { description: `Vous avez rejoint « ${group.name} ».` }),
      onError: () => toast.error('Erreur', { description: 'Impossible de rejoindre le groupe' }),
    });
  }

  return (
    <Button
      size={size}
      aria-busy={join.isPending || undefined}
      aria-label={`Rejoindre ${group.name}`}
      disabled={session.status === 'loading'}
      onClick={onClick}
    >
      {join.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
      Rejoindre
    </Button>
  );
}
