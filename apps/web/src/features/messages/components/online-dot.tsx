import { cn } from '@/lib/cn';

/** The green dot on an avatar; its text 'En ligne' is read out (the dot alone says nothing to a screen reader). */
export function OnlineDot({ className }: { className?: string }) {
  return (
    <span
      className={cn('absolute bottom-0 right-0 size-3.5 rounded-full border-2 border-background bg-success', className)}
    >
      <span className="sr-only">En ligne</span>
    </span>
  );
}
