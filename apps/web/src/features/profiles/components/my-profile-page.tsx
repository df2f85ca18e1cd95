import type { MyProfile } from '@portmarin/shared';
import { CalendarDays, Heart, LogOut, MapPin, Pencil, Settings, Share2, ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useSignOut } from '@/lib/use-sign-out';
import { isAdmin } from '@/lib/roles';
import { useMyProfile } from '../api/get-my-profile';
import { profileHandle } from '../lib/profile-format';
import { shareProfile } from '../lib/share-profile';
import { EditProfileDialog } from './edit-profile-dialog';
import { PhotoGrid } from './photo-grid';
import { ProfileCounters } from './profile-counters';
import { ProfileCover } from './profile-cover';
import { ProfilePostList } from './profile-post-list';
import { VerifiedResidentBadge } from './verified-resident-badge';

const QUICK_ACTIONS = [
  { to: paths.dating, label: 'Rencontres', icon: Heart },
  { to: paths.groups, label: 'Groupes', icon: Users },
  { to: paths.events, label: 'Événements', icon: CalendarDays },
  { to: paths.settings, label: 'Paramètres', icon: Settings },
];

/** /profile: the signed-in resident's own profile; visitors are sent to /auth. */
export function MyProfilePage() {
  const session = useSession();
  const signedIn = session.status === 'ready' && session.user !== null;
  const profile = useMyProfile(signedIn);

  if (session.status === 'loading') return <LoadingStatus layout="page" />;
  if (!session.user) return <Navigate to={paths.auth} replace />;
  if (profile.isPending) return <LoadingStatus layout="page" />;
  if (profile.isError)
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-20 text-center">
        <h1 className="text-xl font-semibold">Impossible de charger votre profil</h1>
        <p className="text-sm text-muted-foreground">{profile.error.message}</p>
        <Button onClick={() => void profile.refetch()}>Réessayer</Button>
      </div>
    );
  return <MyProfileContent profile={profile.data} />;
}

function MyProfileContent({ profile }: { profile: MyProfile }) {
  const [editing, setEditing] = useState(false);
  const signOut = useSignOut();
  const handle = profileHandle(profile.username, profile.email);
  // The public page's address; an account without a username is shared by its e-mail's local part (spec fallback).
  const shareName = handle.slice(1);

  return (
    <div className="flex flex-col gap-4 pb-6">
      <ProfileCover name={profile.name} image={profile.image} coverImage={profile.coverImage} />
      <div className="flex flex-col gap-4 px-4">
        <div className="flex justify-end">
          <span className="inline-flex items-center gap-1 rounded-full bg-success px-3 py-1 text-xs font-semibold text-success-foreground">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Profil authentifié
          </span>
        </div>
        <div className="mt-2 flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold">{profile.name}</h1>
            {isAdmin(profile) && (
              <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
                Administrateur
              </span>
            )}
            {profile.verifiedResident && <VerifiedResidentBadge />}
            {profile.hiddenByModeration && <HiddenByModerationBadge />}
          </div>
          {handle && <p className="text-muted-foreground">{handle}</p>}
          {profile.location && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              {profile.location}
            </p>
          )}
          {profile.bio && <p className="mt-1 whitespace-pre-line break-words text-sm">{profile.bio}</p>}
        </div>

        <div className="flex gap-2">
          <Button className="flex-1" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
          <Button variant="outline" className="flex-1" onClick={() => void shareProfile(shareName, profile.name)}>
            <Share2 aria-hidden="true" />
            Partager
          </Button>
          <Button variant="outline" size="icon" aria-label="Se déconnecter" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
          </Button>
        </div>

        <ProfileCounters profile={profile} />

        <Tabs defaultValue="posts">
          <TabsList>
            <TabsTrigger value="posts">Publications</TabsTrigger>
            <TabsTrigger value="liked">J'aime</TabsTrigger>
          </TabsList>
          <TabsContent value="posts">
            {profile.username ? (
              <ProfilePostList username={profile.username} kind="posts" emptyText="Vous n'avez encore rien publié." />
            ) : (
              <p className="text-sm text-muted-foreground">Vous n'avez encore rien publié.</p>
            )}
          </TabsContent>
          <TabsContent value="liked">
            {profile.username ? (
              <ProfilePostList
                username={profile.username}
                kind="liked"
                emptyText="Vous n'avez encore aimé aucune publication."
              />
            ) : (
              <p className="text-sm text-muted-foreground">Vous n'avez encore aimé aucune publication.</p>
            )}
          </TabsContent>
        </Tabs>

        <section aria-labelledby="my-photos" className="flex flex-col gap-2">
          <h2 id="my-photos" className="text-lg font-semibold">
            Mes photos
          </h2>
          <PhotoGrid
            photos={profile.photos}
            ownerName={profile.name}
            emptyText="Les photos de vos publications apparaîtront ici."
          />
        </section>

        <section aria-labelledby="quick-actions" className="flex flex-col gap-2">
          <h2 id="quick-actions" className="text-lg font-semibold">
            Accès rapides
          </h2>
          <ul className="grid grid-cols-2 gap-2">
            {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-2 rounded-xl border border-border bg-card p-3 text-sm font-medium hover:bg-accent"
                >
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
