import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { FollowToggle } from '@/components/follow-toggle';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useFollowBusinessPage } from '../api/follow-business-page';

/** 'S'abonner' / 'Abonné·e' (aria-pressed); visitors go to /auth to sign in. */
export function FollowPageButton({ pageId, following }: { pageId: string; following: boolean }) {
  const navigate = useNavigate();
  const mutation = useFollowBusinessPage(pageId);

  return (
    <FollowToggle
      following={following}
      followLabel="S'abonner"
      followIcon={Plus}
      pending={mutation.isPending}
      onVisitor={() => void navigate(paths.auth)}
      onToggle={(follow) =>
        mutation.mutate(follow, {
          onError: (error) => toastRequestError(error, { fallback: "Impossible de mettre à jour l'abonnement" }),
        })
      }
    />
  );
}
