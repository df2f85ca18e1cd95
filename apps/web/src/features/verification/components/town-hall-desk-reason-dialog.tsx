import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Label } from '@/components/ui/label';
import { textareaClass } from '@/components/ui/textarea';

/** Refusing or revoking a resident's verification: a reason is required, the resident reads it. */
export function TownHallDeskReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  suggestions,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Usual reasons, one tap each. */
  suggestions: readonly string[];
  pending: boolean;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pending={pending}
      disabled={reason.trim() === ''}
      onConfirm={() => onConfirm(reason.trim())}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-reason`}>Motif</Label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={500}
          className={textareaClass}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {suggestions.map((text) => (
            <button
              key={text}
              type="button"
              className="rounded-full border border-border px-3 py-1 text-xs hover:bg-accent"
              onClick={() => setReason(text)}
            >
              {text}
            </button>
          ))}
        </div>
      </div>
    </ConfirmDialog>
  );
}
