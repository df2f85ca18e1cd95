import { ShoppingBag } from 'lucide-react';
import { paths } from '@/config/paths';
import type { FeatureParts } from '@/lib/web-feature';

/** What the marketplace feature shows in other features' screens: its hub tile. */
export const parts: FeatureParts = {
  hub: () => [
    { label: 'Marketplace', description: 'Acheter, vendre, louer', to: paths.marketplace, icon: ShoppingBag },
  ],
};
