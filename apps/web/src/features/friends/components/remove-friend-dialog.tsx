import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** 'Retirer cet ami ?': a friend is removed only once confirmed, from a profile or a list. */
export function RemoveFriendDialog({
  name,
  open,
  onOpenChange,
  pending,
  onConfirm,
  trigger,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
  trigger: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Retirer cet ami ?"
      description={`${name} ne fera plus partie de vos amis. Vous pourrez lui envoyer une nouvelle demande plus tard.`}
      confirmLabel="Retirer"
      pending={pending}
      onConfirm={onConfirm}
      trigger={trigger}
    />
  );
}
