import type { ConversationSummary } from '@portmarin/shared';
import { MessageCircle } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/lib/unread';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { toastRequestError } from '@/lib/toasts';

/** Whom 'Envoyer un message' writes to: a resident, or a business page (answered as the page). */
type Recipient = { userId: string } | { businessPageId: string };

/** The conversation with this resident or page: the existing one, or a new one. */
const startConversation = (to: Recipient) =>
  'businessPageId' in to
    ? api<{ conversation: ConversationSummary }>(
        `/api/business-pages/${encodeURIComponent(to.businessPageId)}/conversation`,
        { method: 'POST' },
      )
    : api<{ conversation: ConversationSummary }>('/api/conversations', {
        method: 'POST',
        body: { participantIds: [to.userId] },
      });

function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    // The conversation screen opens next: it starts from this answer instead of asking again.
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}

/**
 * 'Envoyer un message': opens (or creates) the conversation with this resident (a profile's) or
 * with a business page; visitors go to /auth.
 */
export function MessageButton(to: Recipient) {
  const session = useSession();
  const navigate = useNavigate();
  const start = useStartConversation();

  function onClick() {
    if (session.status !== 'ready') return;
    if (!session.user) {
      void navigate(paths.auth);
      return;
    }
    if (start.isPending) return;
    start.mutate(to, {
      onSuccess: ({ conversation }) => void navigate(paths.conversation(conversation.id)),
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <Button
      variant="outline"
      aria-busy={start.isPending || undefined}
      disabled={session.status === 'loading'}
      onClick={onClick}
    >
      {start.isPending ? <Spinner /> : <MessageCircle aria-hidden="true" />}
      Envoyer un message
    </Button>
  );
}
