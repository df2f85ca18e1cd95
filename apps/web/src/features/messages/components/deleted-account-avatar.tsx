import { UserX } from 'lucide-react';
import { cn } from '@/lib/cn';

/** In place of the avatar of a resident who deleted their account: no photo, no initials. */
export function DeletedAccountAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground', className)}
    >
      <UserX className="size-1/2" />
    </span>
  );
}
