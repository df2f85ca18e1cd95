import type { Profile } from '@portmarin/shared';
import { formatProfileCount } from '../lib/profile-format';

type Counted = Pick<Profile, 'postsCount' | 'followersCount' | 'followingCount' | 'likesReceivedCount'>;

/** The four counters of the spec, counted by the server from posts, follows and likes. */
export function profileCounters(profile: Counted) {
  return [
    { label: 'Publications', value: profile.postsCount },
    { label: 'Abonnés', value: profile.followersCount },
    { label: 'Abonnements', value: profile.followingCount },
    { label: "J'aime", value: profile.likesReceivedCount },
  ];
}

export function ProfileCounters({ profile }: { profile: Counted }) {
  return (
    <ul aria-label="Statistiques" className="grid grid-cols-4 gap-2 rounded-xl border border-border bg-card p-3">
      {profileCounters(profile).map(({ label, value }) => (
        <li key={label} className="flex flex-col items-center text-center">
          <span className="text-lg font-bold">{formatProfileCount(value)}</span>
          <span className="text-xs text-muted-foreground">{label}</span>
        </li>
      ))}
    </ul>
  );
}
