import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { announceAuthChange, franceConnectLogoutUrl, signOut } from './auth';

/**
 * Signs the resident out, tells the other tabs, says so and goes to /auth; a failure is a toast.
 * A session that identified with FranceConnect goes through FranceConnect's logout, which comes back to /auth.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      const franceConnectLogout = await franceConnectLogoutUrl();
      await signOut();
      await announceAuthChange(queryClient);
      toast.success('Déconnexion', { description: 'Vous avez été déconnecté avec succès' });
      if (franceConnectLogout) window.location.assign(franceConnectLogout);
      else void navigate(paths.auth);
    } catch (error) {
      toastRequestError(error, { title: 'Erreur de déconnexion' });
    }
  };
}
