import { Check, UserMinus, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFriendAction, type FriendAction, type FriendRelation } from '../api/friends-api';
import { RemoveFriendDialog } from './remove-friend-dialog';

type FriendButtonProps = {
  userId: string;
  name: string;
  /** Where the viewer stands with this resident; null for a visitor. */
  relation: FriendRelation | null;
};

/**
 * The state-aware friend control of a profile: 'Ajouter en ami', 'Annuler la demande', 'Accepter'
 * and 'Refuser', or 'Retirer des amis' (confirmed first). Visitors are told to sign in.
 */
export function FriendButton({ userId, name, relation }: FriendButtonProps) {
  const navigate = useNavigate();
  const mutation = useFriendAction();
  const [confirming, setConfirming] = useState(false);

  function run(action: FriendAction) {
    if (relation === null) {
      toast.error('Connexion requise', {
        description: 'Vous devez être connecté pour ajouter un ami',
        action: { label: 'Se connecter', onClick: () => void navigate(paths.auth) },
      });
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate({ action, userId, name }, { onSuccess: () => setConfirming(false) });
  }

  const busy = (action: FriendAction) => mutation.isPending && mutation.variables?.action === action;
  const icon = (action: FriendAction, Icon: typeof UserPlus) =>
    busy(action) ? <Spinner /> : <Icon aria-hidden="true" />;

  switch (relation) {
    case 'self':
      return null;
    case 'sent':
      return (
        <Button variant="outline" aria-busy={busy('cancel') || undefined} onClick={() => run('cancel')}>
          {icon('cancel', X)}
          Annuler la demande
        </Button>
      );
    case 'received':
      return (
        <>
          <Button aria-busy={busy('accept') || undefined} onClick={() => run('accept')}>
            {icon('accept', Check)}
            Accepter
          </Button>
          <Button variant="outline" aria-busy={busy('refuse') || undefined} onClick={() => run('refuse')}>
            {icon('refuse', X)}
            Refuser
          </Button>
        </>
      );
    case 'friends':
      return (
        <RemoveFriendDialog
          name={name}
          open={confirming}
          onOpenChange={setConfirming}
          pending={mutation.isPending}
          onConfirm={() => run('remove')}
          trigger={
            <Button variant="outline">
              <UserMinus aria-hidden="true" />
              Retirer des amis
            </Button>
          }
        />
      );
    default:
      return (
        <Button aria-busy={busy('send') || undefined} onClick={() => run('send')}>
          {icon('send', UserPlus)}
          Ajouter en ami
        </Button>
      );
  }
}
