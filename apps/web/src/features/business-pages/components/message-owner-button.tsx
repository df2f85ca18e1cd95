import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useStartConversation } from '../api/start-conversation';

/** 'Envoyer un message': opens (or creates) the conversation with the page's owner; visitors go to /auth. */
export function MessageOwnerButton({ ownerId }: { ownerId: string }) {
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
    start.mutate(ownerId, {
      onSuccess: ({ conversation }) => void navigate(paths.conversation(conversation.id)),
      onError: (error) => toast.error('Erreur', { description: error.message }),
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
