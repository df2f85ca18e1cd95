import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { isAdmin } from '@/lib/roles';
import { LoadingStatus } from '@/components/loading-status';

const PAGE = 'flex flex-col gap-4 px-4 py-4';
const LINK = 'font-medium text-primary underline underline-offset-4';

/**
 * An admin page's gate: visitors are asked to sign in (under the page's title), other residents
 * are told who manages it and sent back to `back`; admins see the page.
 */
export function AdminOnly({
  title,
  denied,
  back,
  children,
}: {
  title: string;
  /** Who manages what, for residents who are not admins. */
  denied: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;

  if (session.status === 'loading') {
    return (
      <div className={PAGE}>
        <LoadingStatus />
      </div>
    );
  }

  if (!user) {
    return (
      <div className={PAGE}>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p>Cette page est réservée aux administrateurs. Connectez-vous avec un compte administrateur.</p>
        <Link to={paths.auth} className={LINK}>
          Se connecter
        </Link>
      </div>
    );
  }

  if (!isAdmin(user)) {
    return (
      <div className={PAGE}>
        <h1 className="text-2xl font-bold">Accès réservé aux administrateurs</h1>
        <p>{denied}</p>
        <Link to={back.to} className={LINK}>
          {back.label}
        </Link>
      </div>
    );
  }

  return children;
}
