import type { Referendum, ReferendumChoice } from '@portmarin/shared';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { toastRequestError } from '@/lib/toasts';
import { useVoteReferendum } from '../api/vote-referendum';

/** Pour / Contre: visitors are sent to sign in; a refused second vote says 'Déjà voté'. */
export function VoteButtons({ referendum, onVoted }: { referendum: Referendum; onVoted: (receipt: string) => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const vote = useVoteReferendum();
  const signedIn = session.status === 'ready' && session.user !== null;

  function cast(choice: ReferendumChoice) {
    if (!signedIn) {
      void navigate(paths.auth);
      return;
    }
    vote.mutate(
      { id: referendum.id, choice },
      {
        onSuccess: (result) => {
          toast.success('Vote enregistré', { description: 'Merci pour votre participation.' });
          onVoted(result.receiptCode);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_VOTED') {
            toast.error('Déjà voté', { description: 'Vous avez déjà voté pour ce référendum.' });
          } else {
            toastRequestError(error);
          }
        },
      },
    );
  }

  return (
    <div className="grid grid-cols-2 gap-2" role="group" aria-label={`Voter : ${referendum.question}`}>
      <Button
        type="button"
        className="bg-emerald-700 text-white hover:bg-emerald-800"
        disabled={vote.isPending || session.status === 'loading'}
        onClick={() => cast('pour')}
      >
        <ThumbsUp aria-hidden="true" />
        Pour
      </Button>
      <Button
        type="button"
        variant="destructive"
        disabled={vote.isPending || session.status === 'loading'}
        onClick={() => cast('contre')}
      >
        <ThumbsDown aria-hidden="true" />
        Contre
      </Button>
    </div>
  );
}
