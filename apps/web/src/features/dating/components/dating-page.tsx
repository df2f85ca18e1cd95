import { DATING_TABS, DATING_TAB_LABELS } from '@portmarin/shared';
import { Heart } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useDatingAccess } from '../api/get-dating-access';
import { useDatingProfiles, type ProfileTab } from '../api/list-dating-profiles';
import { forgetVerification, rememberVerification, storedVerificationValid, tabFrom } from '../lib/age-gate';
import { AccessDenied } from './access-denied';
import { AgeGate } from './age-gate';
import { DatingEvents } from './dating-events';
import { DatingProfileCard } from './dating-profile-card';
import { MyDatingProfile } from './my-dating-profile';

/**
 * /dating (spec 2, "Dating"): tabs by `?tab=` (friends by default). Every tab shows residents'
 * profiles or their events, which the server gives only to verified adults: without a valid
 * verification, the age gate stands in for whichever tab is open, the romantic one included.
 */
export function DatingPage() {
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const access = useDatingAccess(!!me);

  // The browser mirrors the server's answer (an expired mirror is erased on the way).
  useEffect(() => {
    storedVerificationValid();
    if (access.data) rememberVerification(access.data.verifiedAt);
    else if (access.error instanceof ApiError && access.error.status === 403) forgetVerification();
  }, [access.data, access.error]);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Heart aria-hidden="true" className="size-6 text-primary" />
        Rencontres
      </h1>
      <p className="text-sm text-muted-foreground">
        Rencontrez des habitants pour sortir entre amis, faire du sport ou plus si affinités.
      </p>
      {session.status === 'loading' ? (
        <LoadingStatus layout="section" />
      ) : !me ? (
        <p className="text-sm text-muted-foreground">
          <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
            Connectez-vous
          </Link>{' '}
          pour accéder aux rencontres.
        </p>
      ) : (
        <>
          {access.data && <MyDatingProfile key={access.data.profile ? 'edit' : 'new'} profile={access.data.profile} />}
          <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
            <TabsList aria-label="Type de rencontres">
              {DATING_TABS.map((t) => (
                <TabsTrigger key={t} value={t}>
                  {DATING_TAB_LABELS[t]}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value={tab}>
              <Gated access={access}>{tab === 'events' ? <DatingEvents /> : <ProfileList tab={tab} />}</Gated>
            </TabsContent>
          </Tabs>
        </>
      )}
    </section>
  );
}

/** The server's verdict on the age gate: the gate, the refusal, or the tab's content. */
function Gated({ access, children }: { access: ReturnType<typeof useDatingAccess>; children: ReactNode }) {
  if (access.isPending) return <LoadingStatus layout="section" />;
  if (access.isError) {
    const code = access.error instanceof ApiError ? access.error.code : null;
    if (code === 'DATING_VERIFICATION_REQUIRED') return <AgeGate />;
    if (code === 'DATING_UNDERAGE') return <AccessDenied />;
    return (
      <LoadError
        title="Impossible d’ouvrir les rencontres."
        error={access.error}
        onRetry={() => void access.refetch()}
      />
    );
  }
  return children;
}

const EMPTY: Record<ProfileTab, string> = {
  friends: 'Aucun profil amical pour le moment.',
  sports: 'Aucun profil sportif pour le moment.',
  romantic: 'Aucun profil dans cet onglet pour le moment.',
};

function ProfileList({ tab }: { tab: ProfileTab }) {
  const query = useDatingProfiles(tab);
  const profiles = query.data?.pages.flatMap((page) => page.profiles) ?? [];
  return (
    <InfiniteList
      query={query}
      count={profiles.length}
      moreLabel="Voir plus de profils"
      loading={<LoadingStatus layout="section" />}
      failed={
        <LoadError
          title="Impossible de charger les profils."
          error={query.error ?? new Error('Erreur inconnue')}
          onRetry={() => void query.refetch()}
        />
      }
      empty={<p className="py-8 text-center text-sm text-muted-foreground">{EMPTY[tab]}</p>}
      nextPageError="Impossible de charger la suite des profils."
    >
      <ul className="flex flex-col gap-3">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <DatingProfileCard profile={profile} />
          </li>
        ))}
      </ul>
    </InfiniteList>
  );
}
