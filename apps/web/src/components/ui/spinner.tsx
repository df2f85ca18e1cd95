import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Decorative: the control it sits in carries the accessible state (aria-busy, label). */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}
