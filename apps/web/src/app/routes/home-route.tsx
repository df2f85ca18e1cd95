import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toasts';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

// Visitors' code only: a resident's start (the feed) never loads it. The features' cards load beside it.
const VisitorHomeRoute = lazy(async () => ({
  default: await (await import('./visitor-home-route')).loadVisitorHomeRoute(),
}));

/**
 * `/`: a resident goes to the feed; a visitor gets the visitors' home. A failed e-mail
 * confirmation comes back here as `?error=…`.
 */
export function HomeRoute() {
  const [params] = useSearchParams();
  const session = useSession();
  const error = params.get('error');
  useEffect(() => {
    if (error) toast.error('Erreur', { description: 'Ce lien de confirmation est invalide ou a expiré.' });
  }, [error]);
  // The page carries the session (server's first screen): this is rarely seen.
  if (session.status === 'loading') return <LoadingStatus layout="page" />;
  if (session.user) return <Navigate to={paths.feed} replace />;
  return (
    <Suspense fallback={<LoadingStatus layout="page" />}>
      <VisitorHomeRoute />
    </Suspense>
  );
}
