import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

/**
 * The author's 'Modifier' and a confirmed withdrawal (retire, cancel…) of one item: the item's
 * form dialog opened by the 'Modifier' button, and the confirmation closed once `onConfirm` is done.
 */
export function EditWithdrawActions({
  editDialog,
  withdraw,
}: {
  editDialog: (dialog: { open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactNode }) => ReactNode;
  withdraw: {
    icon: ReactNode;
    label: string;
    title: string;
    description: string;
    confirmLabel: string;
    pending: boolean;
    /** Runs the withdrawal; `done` closes the confirmation when it succeeded. */
    onConfirm: (done: () => void) => void;
  };
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {editDialog({
        open: editing,
        onOpenChange: setEditing,
        trigger: (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
        ),
      })}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={withdraw.title}
        description={withdraw.description}
        confirmLabel={withdraw.confirmLabel}
        pending={withdraw.pending}
        trigger={
          <Button variant="outline" size="sm">
            {withdraw.icon}
            {withdraw.label}
          </Button>
        }
        onConfirm={() => withdraw.onConfirm(() => setConfirming(false))}
      />
    </>
  );
}
