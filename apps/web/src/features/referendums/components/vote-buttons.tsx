import type { Referendum, ReferendumChoice } from '@portmarin/shared';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { toastRequestError } from '@/lib/toasts';
import { useVoteReferendum } from '../api/vote-referendum';

const CHOICE_LABELS: Record<ReferendumChoice, string> = { pour: 'Pour', contre: 'Contre' };

/**
 * Pour / Contre: a vote is final, so the chosen option is confirmed in a dialog before it is
 * recorded. Visitors are sent to sign in; a refused second vote says 'Déjà voté'.
 */
export function VoteButtons({ referendum, onVoted }: { referendum: Referendum; onVoted: (receipt: string) => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const vote = useVoteReferendum();
  const [pendingChoice, setPendingChoice] = useState<ReferendumChoice | null>(null);
  const signedIn = session.status === 'ready' && session.user !== null;

  function choose(choice: ReferendumChoice) {
    if (!signedIn) {
      void navigate(paths.auth);
      return;
    }
    setPendingChoice(choice);
  }

  // The promise, not mutate()'s callbacks: the refetch after the vote may unmount these buttons
  // (the card then shows the results) before mutate()'s callbacks would run, losing the receipt.
  async function cast(choice: ReferendumChoice) {
    try {
      const result = await vote.mutateAsync({ id: referendum.id, choice });
      toast.success('Vote enregistré', { description: 'Merci pour votre participation.' });
      onVoted(result.receiptCode);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ALREADY_VOTED') {
        toast.error('Déjà voté', { description: 'Vous avez déjà voté pour ce référendum.' });
      } else if (error instanceof ApiError && error.code === 'VOTE_RESIDENT_NOT_VERIFIED') {
        // The verification lapsed since the page was loaded: lead the resident to renew it.
        toast.error('Vérification requise', { description: error.message });
        void navigate(paths.verification);
      } else {
        toastRequestError(error);
      }
    } finally {
      setPendingChoice(null);
    }
  }

  const disabled = vote.isPending || session.status === 'loading';
  return (
    <div className="grid grid-cols-2 gap-2" role="group" aria-label={`Voter : ${referendum.question}`}>
      <Button
        type="button"
        className="bg-emerald-700 text-white hover:bg-emerald-800"
        disabled={disabled}
        onClick={() => choose('pour')}
      >
        <ThumbsUp aria-hidden="true" />
        Pour
      </Button>
      <Button type="button" variant="destructive" disabled={disabled} onClick={() => choose('contre')}>
        <ThumbsDown aria-hidden="true" />
        Contre
      </Button>
      <AlertDialog
        open={pendingChoice !== null}
        onOpenChange={(open) => {
          if (!open && !vote.isPending) setPendingChoice(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogTitle>Voter « {pendingChoice ? CHOICE_LABELS[pendingChoice] : ''} » ?</AlertDialogTitle>
          <AlertDialogDescription>
            Vous votez « {pendingChoice ? CHOICE_LABELS[pendingChoice] : ''} » à la question « {referendum.question} ».
            Un vote est définitif : il ne pourra plus être changé.
          </AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={vote.isPending}>
                Annuler
              </Button>
            </AlertDialogCancel>
            <Button
              type="button"
              disabled={vote.isPending}
              aria-busy={vote.isPending}
              onClick={() => pendingChoice && void cast(pendingChoice)}
            >
              {vote.isPending && <Spinner />}
              Confirmer mon vote
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
