import type { ProfilePerson } from '@portmarin/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

/** A resident in one of the /friends lists: avatar, name (to their page), a detail line and the actions. */
export function PersonRow({
  person,
  detail,
  children,
}: {
  person: ProfilePerson;
  detail?: ReactNode;
  children: ReactNode;
}) {
  const name = <span className="block truncate font-medium">{person.name}</span>;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground">
      <Avatar name={person.name} image={person.image} className="size-12" />
      <div className="min-w-0 flex-1">
        {person.username ? (
          <Link to={paths.publicProfile(person.username)} className="rounded-sm hover:underline">
            {name}
          </Link>
        ) : (
          name
        )}
        {person.username && <span className="block truncate text-xs text-muted-foreground">@{person.username}</span>}
        {detail && <span className="block text-sm text-muted-foreground">{detail}</span>}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </li>
  );
}
