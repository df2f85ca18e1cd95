import { Users } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The group's picture, else a people icon on the brand colour (the name beside it carries the meaning). */
export function GroupAvatar({ url, className }: { url: string | null; className?: string }) {
  if (url) return <img src={url} alt="" className={cn('size-14 shrink-0 rounded-xl object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary',
        className,
      )}
    >
      <Users className="size-1/2" />
    </span>
  );
}
