import { initials } from '@/lib/format';
import { cn } from '@/lib/cn';

/** Photo when there is one, else the initials; the name beside it carries the meaning. */
export function Avatar({ name, image, className }: { name: string; image?: string | null; className?: string }) {
  if (image) return <img src={image} alt="" className={cn('size-12 rounded-full object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
