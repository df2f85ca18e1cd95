import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A list that failed to load: what failed, the server's message, and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  className,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 py-10 text-center', className)}>
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <Button variant="outline" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
