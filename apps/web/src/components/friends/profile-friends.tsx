import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { FriendButton } from './friend-button';
import { useProfileFriends } from './friends-api';

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
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun ami pour le moment.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-3">
          {people.map((person) => {
            const content = (
              <>
                <Avatar name={person.name} image={person.image} className="size-16" />
                <span className="line-clamp-2 break-words">{person.name}</span>
              </>
            );
            return (
              <li key={person.id}>
                {person.username ? (
                  <Link
                    to={paths.publicProfile(person.username)}
                    className="flex flex-col items-center gap-1 rounded-lg p-1 text-center text-xs font-medium hover:bg-accent"
                  >
                    {content}
                  </Link>
                ) : (
                  <span className="flex flex-col items-center gap-1 p-1 text-center text-xs font-medium">
                    {content}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
