import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** Where the status stands: the whole screen, a list or panel of it, or one line of a card or dialog. */
const LAYOUTS = {
  page: 'justify-center px-4 py-20',
  section: 'justify-center py-8 text-sm',
  inline: 'text-sm',
} as const;

type LoadingStatusProps = {
  /** What is loading, as said and read out ('Chargement...' unless the screen names it). */
  label?: string;
  /** Only the spinner shows; screen readers still hear the label. */
  hideLabel?: boolean;
  layout?: keyof typeof LAYOUTS;
  className?: string;
};

/** Something is loading: a spinner and its French label, announced politely (`role="status"`). */
export function LoadingStatus({
  label = 'Chargement...',
  hideLabel = false,
  layout = 'inline',
  className,
}: LoadingStatusProps) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-muted-foreground', LAYOUTS[layout], className)}>
      <Spinner /> {hideLabel ? <span className="sr-only">{label}</span> : label}
    </p>
  );
}
