import type { ReportTargetType } from '@portmarin/shared';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/auth';
import { canReport } from '../lib/can-report';

// The dialog loads when first opened: the feed's cards carry only this button.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export type ReportButtonProps = {
  targetType: ReportTargetType;
  targetId: string;
  /** The content's author: no button on one's own content. */
  authorId: string | null | undefined;
  /** What is reported, for the accessible name and the title: « la publication de Marie Dupont ». */
  subject: string;
  /** 'icon' beside other icon buttons, 'text' where a word fits better. */
  variant?: 'icon' | 'text';
  className?: string;
  /** Told when the dialog opens and closes (the story viewer pauses meanwhile). */
  onOpenChange?: (open: boolean) => void;
};

/** 'Signaler' on any content of the app, opening the report dialog (a sign-in prompt for visitors). */
export function ReportButton({
  targetType,
  targetId,
  authorId,
  subject,
  variant = 'icon',
  className,
  onOpenChange,
}: ReportButtonProps) {
  const session = useSession();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const me = session.status === 'ready' ? session.user : null;
  if (session.status !== 'ready' || !canReport(me, authorId)) return null;
  return (
    <>
      <Button
        variant="ghost"
        size={variant === 'icon' ? 'icon' : 'sm'}
        aria-label={`Signaler ${subject}`}
        title={variant === 'icon' ? 'Signaler' : undefined}
        className={cn('text-muted-foreground', className)}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        {variant === 'text' && 'Signaler'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            open
            onOpenChange={setOpen}
            targetType={targetType}
            targetId={targetId}
            subject={subject}
            signedIn={!!me}
          />
        </Suspense>
      )}
    </>
  );
}
