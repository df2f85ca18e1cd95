import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { hasMairieRight } from '@/lib/roles';
import { IdentityCard } from './identity-card';
import { IdentityRelease } from './identity-release';

/**
 * /verification, the resident's « Vérification » page: who they are (FranceConnect), then where
 * they live. The helper "identity" wrote this page with its card only; the residence part is the
 * helper "residence"'s (their page replaces this one at merge, with the IdentityCard first).
 */
export function VerificationPage() {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
        Vérification
      </h1>
      {session.status === 'ready' && !user ? (
        <p className="text-sm text-muted-foreground">
          <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
            Connectez-vous
          </Link>{' '}
          pour vérifier votre identité et votre domicile.
        </p>
      ) : (
        user && (
          <>
            <IdentityCard />
            {/* MERGE: the residence part (helper "residence") goes here, after the identity. */}
            {/* MERGE: the town hall's tool belongs on its desk (/verification/mairie, helper "residence"). */}
            {hasMairieRight(user) && <IdentityRelease />}
          </>
        )
      )}
    </section>
  );
}
