import { PeopleGrid } from '@/components/people-grid';
import { formatCount } from '@/lib/format';
import { FriendButton } from './friend-button';
import { useProfileFriends } from '../api/friends-api';

/** A public profile's friend control, from the same answer as its 'Amis' block. */
export function ProfileFriendButton({ username, userId, name }: { username: string; userId: string; name: string }) {
  const friends = useProfileFriends(username);
  if (!friends.data) return null;
  return <FriendButton userId={userId} name={name} relation={friends.data.relation} />;
}

/** The 'Amis' block of a public profile: the newest friends and how many there are. */
export function ProfileFriends({ username }: { username: string }) {
  const friends = useProfileFriends(username);
  if (!friends.data || friends.data.hidden) return null;
  const { total, friends: people } = friends.data;
  return (
    <section
      aria-labelledby="profile-friends"
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4"
    >
      <h2 id="profile-friends" className="flex items-baseline justify-between gap-2 text-lg font-semibold">
        Amis
        <span data-testid="friends-count" className="text-sm font-normal text-muted-foreground">
          {total === 1 ? '1 ami' : `${formatCount(total)} amis`}
        </span>
      </h2>
      <PeopleGrid people={people} empty="Aucun ami pour le moment." />
    </section>
  );
}
