import { MODERATION_REASON_MAX_LENGTH, SUSPENSION_PERIODS } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { periodLabel } from '../lib/labels';

const fieldClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground';

type DecisionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** A suspension also asks for its period. */
  withPeriod?: boolean;
  pending: boolean;
  onConfirm: (decision: { reason: string; days: number }) => void;
};

/** Every moderation decision states its reason (kept in the log); a suspension, its period. */
export function DecisionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  withPeriod = false,
  pending,
  onConfirm,
}: DecisionDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number>(7);
  const blank = reason.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || pending) return;
    onConfirm({ reason: reason.trim(), days });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Raison</Label>
            <textarea
              id={`${id}-reason`}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={MODERATION_REASON_MAX_LENGTH}
              className={`${fieldClass} min-h-20 resize-y`}
              placeholder="Visible dans le journal de modération"
            />
          </div>
          {withPeriod && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-days`}>Durée de la suspension</Label>
              <select
                id={`${id}-days`}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
                className={`${fieldClass} h-10 py-0`}
              >
                {SUSPENSION_PERIODS.map((d) => (
                  <option key={d} value={d}>
                    {periodLabel(d)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={blank || pending}>
              {pending && <Spinner />}
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
