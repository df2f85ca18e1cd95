import type { ProfilePerson } from '@portmarin/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

/** The showcase layout's friends grid: here the resident's latest followers. */
export function FollowersGrid({ followers }: { followers: ProfilePerson[] }) {
  if (followers.length === 0) return <p className="text-sm text-muted-foreground">Aucun abonné pour le moment.</p>;
  return (
    <ul className="grid grid-cols-3 gap-3">
      {followers.map((person) => {
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
              <span className="flex flex-col items-center gap-1 p-1 text-center text-xs font-medium">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
