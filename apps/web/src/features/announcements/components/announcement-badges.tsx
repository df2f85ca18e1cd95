import type { AnnouncementCategory } from '@portmarin/shared';
import { Landmark, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

/** « Officiel » and the category: an Alerte in the destructive colour, the others in the town's. */
export function AnnouncementBadges({ category }: { category: AnnouncementCategory }) {
  const alert = category === 'Alerte';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground">
        <Landmark aria-hidden="true" className="size-3.5" />
        Officiel
      </span>
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold',
          alert ? 'bg-destructive text-destructive-foreground' : 'bg-secondary text-secondary-foreground',
        )}
      >
        {alert && <TriangleAlert aria-hidden="true" className="size-3.5" />}
        {category}
      </span>
    </div>
  );
}
