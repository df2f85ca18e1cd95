import { REFERENDUM_ELECTORATE_LABELS, type ReferendumProposal } from '@portmarin/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DecisionQueue } from '@/components/decision-queue';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { textareaClass } from '@/components/ui/textarea';
import { fullDateTime } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useDecideProposal, usePendingProposals } from '../api/referendum-proposals';
import { endLabel } from '../lib/referendum-format';

type Pending = { proposal: ReferendumProposal; publish: boolean };

/**
 * Moderators: residents' referendum proposals, unseen by anyone else until published. Publishing
 * opens the vote; declining needs a reason, which the proposer reads in their notification.
 */
export function ReferendumProposalsQueue() {
  const id = useId();
  const query = usePendingProposals();
  const decide = useDecideProposal();
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const proposals = query.data?.proposals ?? [];

  function open(proposal: ReferendumProposal, publish: boolean) {
    setReason('');
    setPending({ proposal, publish });
  }

  function confirm() {
    if (!pending) return;
    const { proposal, publish } = pending;
    decide.mutate(
      { id: proposal.id, decision: publish ? { publish: true } : { publish: false, reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(publish ? 'Référendum publié' : 'Proposition refusée', {
            description: publish
              ? `« ${proposal.title} » est ouvert au vote ; son auteur est prévenu.`
              : 'Son auteur est prévenu, avec le motif.',
          });
          setPending(null);
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <DecisionQueue
      title="Référendums proposés"
      listLabel="Propositions de référendum"
      loadErrorTitle="Impossible de charger les propositions"
      emptyText="Aucune proposition en attente."
      query={query}
      items={proposals}
      dialog={
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(next) => !next && !decide.isPending && setPending(null)}
          title={pending?.publish ? 'Publier ce référendum ?' : 'Refuser cette proposition ?'}
          description={
            pending?.publish
              ? `« ${pending.proposal.title} » sera ouvert au vote de tous les habitants.`
              : 'Le motif est envoyé à l’auteur de la proposition.'
          }
          confirmLabel={pending?.publish ? 'Publier' : 'Refuser'}
          pending={decide.isPending}
          disabled={!pending?.publish && reason.trim() === ''}
          onConfirm={confirm}
        >
          {pending && !pending.publish && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-reason`}>Motif du refus</Label>
              <textarea
                id={`${id}-reason`}
                rows={3}
                maxLength={500}
                className={textareaClass}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          )}
        </ConfirmDialog>
      }
    >
      {(proposal) => (
        <>
          <p className="text-xs text-muted-foreground">
            {proposal.category} · proposé par {proposal.proposer?.name ?? 'un ancien résident'} le{' '}
            {fullDateTime(proposal.createdAt)}
          </p>
          <h3 className="font-semibold break-words">{proposal.title}</h3>
          <p className="text-sm font-medium break-words">{proposal.question}</p>
          <p className="text-sm whitespace-pre-line break-words text-muted-foreground">{proposal.description}</p>
          <p className="text-xs text-muted-foreground">
            {endLabel({ status: 'active', endsAt: proposal.endsAt, closedAt: null })}
            {proposal.anonymous ? ' · vote anonyme' : ' · vote nominatif'}
            {` · ${REFERENDUM_ELECTORATE_LABELS[proposal.electorate].toLowerCase()}`}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Refuser « ${proposal.title} »`}
              onClick={() => open(proposal, false)}
            >
              Refuser
            </Button>
            <Button size="sm" aria-label={`Publier « ${proposal.title} »`} onClick={() => open(proposal, true)}>
              Publier
            </Button>
          </div>
        </>
      )}
    </DecisionQueue>
  );
}
