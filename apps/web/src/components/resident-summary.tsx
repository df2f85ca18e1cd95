import type { SearchResults } from '@portmarin/shared';
import { Avatar } from '@/components/ui/avatar';

/** A resident in a list of results: avatar, name and @username. */
export function ResidentSummary({ resident }: { resident: SearchResults['residents'][number] }) {
  return (
    <>
      <Avatar name={resident.name} image={resident.image} className="size-9" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{resident.name}</span>
        {resident.username && (
          <span className="block truncate text-xs text-muted-foreground">@{resident.username}</span>
        )}
      </span>
    </>
  );
}
