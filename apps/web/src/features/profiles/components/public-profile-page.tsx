import type { Profile } from '@portmarin/shared';
import { BadgeCheck, CalendarDays, Lock, MapPin, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DetailLoadError } from '@/components/detail-load-error';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { ApiError } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { countLabel, memberSince } from '../lib/profile-format';
import { EditProfileDialog } from './edit-profile-dialog';
import { FollowButton } from './follow-button';
import { FollowersGrid } from './followers-grid';
import { ProfileFriendButton, ProfileFriends } from '@/features/friends';
import { MessageButton } from '@/features/messages';
import { ReportButton } from '@/features/content-reports';
import { PhotoGrid } from './photo-grid';
import { ProfileCover } from './profile-cover';
import { ProfilePostList } from './profile-post-list';
import { VerifiedResidentBadge } from './verified-resident-badge';

/** /profile/{username}: every resident's public page, laid out like the spec's showcase profiles. */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const profile = useProfile(username);

  if (profile.isPending) return <LoadingStatus layout="page" />;
  if (profile.isError) {
    return (
      <DetailLoadError
        query={profile}
        missing={(error) => error instanceof ApiError && error.status === 404}
        notFound={{
          title: 'Profil introuvable',
          text: `Aucun habitant n'utilise le nom « ${username} ».`,
          backTo: paths.feed,
          backLabel: "Retour à l'accueil",
        }}
        failedTitle="Impossible de charger ce profil"
      />
    );
  }
  if (profile.data.hidden) return <HiddenProfile name={profile.data.name} />;
  return <PublicProfileContent profile={profile.data} routeUsername={username} />;
}

/** Residents who turned off « Profil visible » show others only their name. */
function HiddenProfile({ name }: { name: string }) {
  return (
    <section className="flex flex-col items-center gap-3 px-4 py-20 text-center">
      <Lock aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{name}</h1>
      <p className="text-muted-foreground">Ce profil est privé.</p>
    </section>
  );
}

function PublicProfileContent({ profile, routeUsername }: { profile: Profile; routeUsername: string }) {
  const town = useTown();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const username = profile.username ?? routeUsername;

  return (
    <div className="flex flex-col gap-4 pb-6">
      <ProfileCover name={profile.name} image={profile.image} coverImage={profile.coverImage} />
      <div className="flex flex-col gap-4 px-4">
        {/*
          The avatar hangs 2rem into this row, 6.5rem wide from its left edge. Narrow screens put the
          buttons under it, sharing the width (each as wide as its label at least, else it wraps to its
          own line); from 640 px they stand to its right.
        */}
        <div
          data-testid="profile-actions"
          className="flex min-h-10 flex-wrap gap-2 pt-10 *:flex-1 sm:justify-end sm:pt-0 sm:pl-28 sm:*:flex-none"
        >
          {profile.isMe ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Modifier le profil
            </Button>
          ) : (
            <>
              <MessageButton userId={profile.id} />
              <ProfileFriendButton username={username} userId={profile.id} name={profile.name} />
              <FollowButton username={username} following={profile.isFollowedByMe} />
              <ReportButton
                targetType="profile"
                targetId={profile.id}
                authorId={profile.id}
                subject={`le profil de ${profile.name}`}
                variant="text"
              />
            </>
          )}
        </div>

        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold">{profile.name}</h1>
            {profile.verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
                <BadgeCheck aria-hidden="true" className="size-4" />
                Vérifié
              </span>
            )}
            {profile.verifiedResident && <VerifiedResidentBadge />}
          </div>
          {profile.username && <p className="text-muted-foreground">@{profile.username}</p>}
          <p className="text-sm">
            <span data-testid="followers-count" className="font-semibold">
              {countLabel(profile.followersCount, 'abonné', 'abonnés')}
            </span>
            <span className="text-muted-foreground"> · </span>
            <span className="font-semibold">{countLabel(profile.followingCount, 'abonnement', 'abonnements')}</span>
          </p>
        </div>

        {profile.bio && <p className="whitespace-pre-line break-words">{profile.bio}</p>}

        <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4" />
            Habite à {profile.location || town.townName}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4" />
            {memberSince(profile.createdAt)}
          </li>
        </ul>

        <ProfileFriends username={username} />

        <section
          aria-labelledby="profile-followers"
          className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4"
        >
          <h2 id="profile-followers" className="text-lg font-semibold">
            Abonnés
          </h2>
          <FollowersGrid followers={profile.followers} />
        </section>

        <section
          aria-labelledby="profile-photos"
          className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4"
        >
          <h2 id="profile-photos" className="text-lg font-semibold">
            Photos
          </h2>
          <PhotoGrid photos={profile.photos} ownerName={profile.name} />
        </section>

        <section aria-labelledby="profile-posts" className="flex flex-col gap-2">
          <h2 id="profile-posts" className="text-lg font-semibold">
            Publications
          </h2>
          <ProfilePostList username={username} kind="posts" emptyText="Aucune publication pour le moment." />
        </section>
      </div>
      {profile.isMe && (
        <EditProfileDialog
          profile={profile}
          open={editing}
          onOpenChange={setEditing}
          onSaved={(saved) => {
            // A new username moves the page to its new address.
            if (saved.username && saved.username.toLowerCase() !== routeUsername.toLowerCase())
              void navigate(paths.publicProfile(saved.username), { replace: true });
          }}
        />
      )}
    </div>
  );
}
