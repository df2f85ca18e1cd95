import { Check, UserMinus, UserPlus, X } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { useFriendAction, type FriendAction } from '../api/friends-api';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import { RemoveFriendDialog } from './remove-friend-dialog';

/** Each action's visible label, its accessible name (which starts with the label) and its look. */
const ACTIONS: Record<
  FriendAction,
  { label: string; name: (person: string) => string; icon: typeof Check; outline: boolean }
> = {
  accept: { label: 'Accepter', name: (p) => `Accepter la demande de ${p}`, icon: Check, outline: false },
  refuse: { label: 'Refuser', name: (p) => `Refuser la demande de ${p}`, icon: X, outline: true },
  cancel: { label: 'Annuler', name: (p) => `Annuler la demande envoyée à ${p}`, icon: X, outline: true },
  remove: { label: 'Retirer', name: (p) => `Retirer ${p} de vos amis`, icon: UserMinus, outline: true },
  send: { label: 'Ajouter', name: (p) => `Ajouter ${p} en ami`, icon: UserPlus, outline: false },
};

/** One action on one resident of a list; 'Retirer' is confirmed first. */
export function FriendRowAction({ action, userId, name }: { action: FriendAction; userId: string; name: string }) {
  const mutation = useFriendAction();
  const [confirming, setConfirming] = useState(false);
  const ownButton = useRef<HTMLButtonElement>(null);
  const { label, name: accessibleName, icon: Icon, outline } = ACTIONS[action];

  function run(event?: MouseEvent<HTMLButtonElement>) {
    if (mutation.isPending) return;
    // An answered or cancelled request, a removed friend, leaves its list: focus goes to the next
    // one, not the body ('Retirer' is confirmed in a dialog: its row's button is the one to watch).
    const from = action === 'remove' ? ownButton.current : event?.currentTarget;
    if (from) focusAfterRemoval(from);
    mutation.mutate({ action, userId, name }, { onSuccess: () => setConfirming(false) });
  }

  const button = (
    <Button
      ref={ownButton}
      size="sm"
      variant={outline ? 'outline' : 'default'}
      aria-label={accessibleName(name)}
      aria-busy={(mutation.isPending && action !== 'remove') || undefined}
      onClick={action === 'remove' ? undefined : run}
    >
      {mutation.isPending && action !== 'remove' ? <Spinner /> : <Icon aria-hidden="true" />}
      {label}
    </Button>
  );
  if (action !== 'remove') return button;
  return (
    <RemoveFriendDialog
      name={name}
      open={confirming}
      onOpenChange={setConfirming}
      pending={mutation.isPending}
      onConfirm={run}
      trigger={button}
    />
  );
}
