import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The button that opens it, when there is one (focus goes back to it on close). */
  trigger?: ReactNode;
  /** Shown between the description and the buttons (e.g. a field to type). */
  children?: ReactNode;
  confirmLabel?: string;
  pending: boolean;
  /** The confirm button waits (e.g. for the typed e-mail address). */
  disabled?: boolean;
  onConfirm: () => void;
};

/** A final action (deleting, mostly) that the resident confirms first; it stays open until the caller closes it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  confirmLabel = 'Supprimer',
  pending,
  disabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Annuler</Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={pending || disabled} aria-busy={pending} onClick={onConfirm}>
            {pending && <Spinner />}
            {confirmLabel}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
