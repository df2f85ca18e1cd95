import {
  SUGGESTION_CATEGORY_LABELS,
  SUGGESTION_STATUSES,
  type Suggestion,
  type SuggestionStatus,
} from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Check, MessageCircle, ThumbsUp } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CivicComments } from '@/features/civic-comments';
import { AuthorName, RelativeTime } from '@/features/posts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toastRequestError } from '@/lib/toasts';
import { useUpdateSuggestionStatus } from '../api/update-suggestion-status';
import { updateSuggestionInLists } from '../api/update-suggestions-cache';
import { useVoteSuggestion } from '../api/vote-suggestion';
import { STATUS_BADGE_CLASS, commentsLabel, statusLabel, votesLabel } from '../lib/suggestion-form';

type Viewer = { signedIn: boolean; moderator: boolean };

/** One idea: its status, category, text, author and date; its votes, comments and, for moderators, its status. */
export function SuggestionCard({ suggestion, viewer }: { suggestion: Suggestion; viewer: Viewer }) {
  const ids = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const queryClient = useQueryClient();
  const onCountChange = useCallback(
    (total: number) => updateSuggestionInLists(queryClient, suggestion.id, (s) => ({ ...s, commentsCount: total })),
    [queryClient, suggestion.id],
  );

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${ids}-title`} className="text-base font-semibold">
          {suggestion.title}
        </h2>
        <StatusBadge status={suggestion.status} />
      </div>
      <p className="text-xs font-medium text-muted-foreground">{SUGGESTION_CATEGORY_LABELS[suggestion.category]}</p>
      <p className="whitespace-pre-line text-sm">{suggestion.description}</p>
      <div className="flex flex-wrap items-center gap-x-2 text-sm">
        {suggestion.author ? (
          <AuthorName author={suggestion.author} />
        ) : (
          <span className="font-semibold">Compte supprimé</span>
        )}
        <RelativeTime iso={suggestion.createdAt} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <VoteButton suggestion={suggestion} signedIn={viewer.signedIn} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          aria-controls={`${ids}-comments`}
          aria-label={`${commentsLabel(suggestion.commentsCount)} sur « ${suggestion.title} »`}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle aria-hidden="true" />
          {commentsLabel(suggestion.commentsCount)}
        </Button>
        {viewer.moderator && <StatusSelect suggestion={suggestion} />}
      </div>
      {commentsOpen && (
        <div id={`${ids}-comments`} className="border-t border-border pt-3">
          <CivicComments subjectType="suggestion" subjectId={suggestion.id} onCountChange={onCountChange} />
        </div>
      )}
    </Card>
  );
}

export function StatusBadge({ status }: { status: SuggestionStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_BADGE_CLASS[status])}>
      {statusLabel(status)}
    </span>
  );
}

/** A vote is final: once given, the button says so and stays disabled. */
function VoteButton({ suggestion, signedIn }: { suggestion: Suggestion; signedIn: boolean }) {
  const vote = useVoteSuggestion();
  const navigate = useNavigate();
  const count = votesLabel(suggestion.votesCount);
  if (!signedIn) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={paths.auth} aria-label={`${count} — connectez-vous pour voter pour « ${suggestion.title} »`}>
          <ThumbsUp aria-hidden="true" />
          {count}
        </Link>
      </Button>
    );
  }
  if (suggestion.hasVoted) {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled
        aria-label={`${count} — vous avez voté pour « ${suggestion.title} »`}
      >
        <Check aria-hidden="true" />
        {count}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={vote.isPending}
      aria-busy={vote.isPending}
      aria-label={`${count} — voter pour « ${suggestion.title} »`}
      onClick={() =>
        vote.mutate(suggestion.id, {
          onError: (error) => {
            // The town keeps the idea box's votes to verified residents: lead the resident there.
            if (error instanceof ApiError && error.code === 'SUGGESTION_VOTE_RESIDENT_NOT_VERIFIED') {
              toast.error('Vérification requise', { description: error.message });
              void navigate(paths.verification);
            } else {
              toastRequestError(error);
            }
          },
        })
      }
    >
      <ThumbsUp aria-hidden="true" />
      {count}
    </Button>
  );
}

function StatusSelect({ suggestion }: { suggestion: Suggestion }) {
  const id = useId();
  const update = useUpdateSuggestionStatus();
  return (
    <div className="ml-auto flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Statut
      </label>
      <select
        id={id}
        value={suggestion.status}
        disabled={update.isPending}
        aria-label={`Statut de « ${suggestion.title} »`}
        onChange={(e) =>
          update.mutate(
            { id: suggestion.id, status: e.target.value as SuggestionStatus },
            {
              onSuccess: (s) =>
                toast.success('Statut mis à jour', { description: `« ${s.title} » : ${statusLabel(s.status)}` }),
              onError: (error) => toastRequestError(error),
            },
          )
        }
        className="h-9 rounded-lg border border-input bg-card px-2 text-sm text-card-foreground"
      >
        {SUGGESTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
