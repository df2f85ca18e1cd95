import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';

/** `/` goes to the feed; a failed e-mail confirmation comes back here as `?error=…`. */
export function RootRedirect() {
  const [params] = useSearchParams();
  const error = params.get('error');
  useEffect(() => {
    if (error) toast.error('Erreur', { description: 'Ce lien de confirmation est invalide ou a expiré.' });
  }, [error]);
  return <Navigate to={paths.feed} replace />;
}
