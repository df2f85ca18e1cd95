import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { announceAuthChange, signOut } from './auth';

/** Signs the resident out, tells the other tabs, says so and goes to /auth; a failure is a toast. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      await announceAuthChange(queryClient);
      toast.success('Déconnexion', { description: 'Vous avez été déconnecté avec succès' });
      void navigate(paths.auth);
    } catch (error) {
      toastRequestError(error, { title: 'Erreur de déconnexion' });
    }
  };
}
