import type { NeighbourReportType } from '@portmarin/shared';
import { NEIGHBOUR_REPORT_TYPE_LABELS } from '@portmarin/shared';
import {
  Car,
  CircleHelp,
  Construction,
  Lightbulb,
  Sparkles,
  Trash2,
  Volume2,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

const ICONS: Record<NeighbourReportType, LucideIcon> = {
  stationnement: Car,
  nuisances: Volume2,
  proprete: Sparkles,
  voirie: Construction,
  eclairage: Lightbulb,
  dechets: Trash2,
  plage: Waves,
};

export const typeLabel = (type: string): string =>
  (NEIGHBOUR_REPORT_TYPE_LABELS as Record<string, string>)[type] ?? 'Autre';

/** The type's icon, named for screen readers by its label. */
export function ReportTypeIcon({ type, className }: { type: string; className?: string }) {
  const Icon = (ICONS as Record<string, LucideIcon>)[type] ?? CircleHelp;
  return (
    <span
      role="img"
      aria-label={typeLabel(type)}
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
