import type { ReportReason, ReportTargetType } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { textareaClass } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useCreateReport } from '../api/create-report';
import { draftProblem, REASON_OPTIONS, reportErrorToast, reportInput } from '../lib/report-form';
import { RadioCard } from '@/components/ui/radio-card';

export type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, e.g. « la publication de Marie Dupont ». */
  subject: string;
  /** A visitor is asked to sign in instead. */
  signedIn: boolean;
};

/** 'Signaler': a reason from the list, optional words, 'Envoyer'; the moderators take it from there. */
export function ReportDialog({ open, onOpenChange, targetType, targetId, subject, signedIn }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Signaler {subject}</DialogTitle>
        {signedIn ? (
          <ReportForm targetType={targetType} targetId={targetId} onDone={() => onOpenChange(false)} />
        ) : (
          <>
            <DialogDescription>Connectez-vous pour signaler un contenu à la modération.</DialogDescription>
            <Button asChild className="justify-self-end">
              <Link to={paths.auth}>Se connecter</Link>
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  targetType,
  targetId,
  onDone,
}: {
  targetType: ReportTargetType;
  targetId: string;
  onDone: () => void;
}) {
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const send = useCreateReport();
  const problem = draftProblem({ reason, details });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem || !reason) return;
    send.mutate(reportInput({ targetType, targetId }, { reason, details }), {
      onSuccess: () => {
        toast.success('Signalement envoyé', {
          description: 'Merci : la modération va examiner ce contenu. Vous serez informé de sa décision.',
        });
        onDone();
      },
      onError: (error) => {
        const { title, description } = reportErrorToast(error);
        toast.error(title, { description });
      },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogDescription>
        Votre signalement est confidentiel : l’auteur ne saura pas qui l’a envoyé. La modération vous informera de sa
        décision.
      </DialogDescription>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Motif du signalement</legend>
        {REASON_OPTIONS.map((option) => (
          <RadioCard
            key={option.value}
            name={`${ids}-reason`}
            value={option.value}
            checked={reason === option.value}
            onChoose={() => setReason(option.value)}
          >
            {option.label}
          </RadioCard>
        ))}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-details`}>Précisions (facultatif)</Label>
        <textarea
          id={`${ids}-details`}
          className={textareaClass}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={1000}
          placeholder="Ce qui pose problème, en quelques mots"
        />
      </div>
      <Button type="submit" className="justify-self-end" disabled={!!problem || send.isPending}>
        {send.isPending && <Spinner />}
        Envoyer
      </Button>
    </form>
  );
}
