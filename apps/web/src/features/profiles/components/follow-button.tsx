import { UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FollowToggle } from '@/components/follow-toggle';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useFollowProfile } from '../api/follow-profile';

/** 'Suivre' / 'Abonné·e' toggle (aria-pressed); visitors are told to sign in. */
export function FollowButton({ username, following }: { username: string; following: boolean }) {
  const navigate = useNavigate();
  const mutation = useFollowProfile(username);

  return (
    <FollowToggle
      following={following}
      followLabel="Suivre"
      followIcon={UserPlus}
      pending={mutation.isPending}
      onVisitor={() =>
        toast.error('Connexion requise', {
          description: 'Vous devez être connecté pour suivre un habitant',
          action: { label: 'Se connecter', onClick: () => void navigate(paths.auth) },
        })
      }
      onToggle={(follow) =>
        mutation.mutate(follow, {
          onError: (error) => toastRequestError(error, { fallback: "Impossible de mettre à jour l'abonnement" }),
        })
      }
    />
  );
}
