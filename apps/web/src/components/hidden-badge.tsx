import { EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Shown to the author (and to moderators) on content a moderator hid: nobody else sees it any
 * more, so the author must not think it is still public.
 */
export function HiddenByModerationBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full bg-destructive px-2 py-0.5 text-xs font-medium text-destructive-foreground',
        className,
      )}
    >
      <EyeOff aria-hidden="true" className="size-3.5" />
      Masqué par la modération
    </span>
  );
}
