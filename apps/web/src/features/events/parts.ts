import { CalendarDays } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the events feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [{ label: 'Événements', description: 'Ce qui se passe en ville', to: paths.events, icon: CalendarDays }],
};
