import type { ProfilePerson } from '@portmarin/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

type Person = Pick<ProfilePerson, 'id' | 'name' | 'image' | 'username'>;

/** A profile's grid of people (friends, followers): avatar and name, linked to their profile when public. */
export function PeopleGrid({ people, empty }: { people: Person[]; empty: string }) {
  if (people.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
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
              <span className="flex flex-col items-center gap-1 p-1 text-center text-xs font-medium">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
