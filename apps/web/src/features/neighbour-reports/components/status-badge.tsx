import { cn } from '@/lib/cn';
import { statusBadge } from '../lib/status';

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const badge = statusBadge(status);
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', badge.className, className)}>
      {badge.label}
    </span>
  );
}
