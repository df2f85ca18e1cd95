import type { SavedItem, SavedKind } from '@portmarin/shared';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { savedShape } from '@/lib/web-feature';

/** A kind's shape, taking any saved item (each kind's is declared for its own items by its feature). */
type AnyShape = {
  label: string;
  icon: LucideIcon;
  target: (item: SavedItem) => { id: string; title: string; path: string };
  picture: (item: SavedItem) => string | null;
  Details: ComponentType<{ item: SavedItem }>;
};

/** How the item's kind is shown, as the feature that owns the kind declares it (features/<f>/parts.tsx). */
export function shapeOf(item: SavedItem): AnyShape {
  const shape = savedShape(item.kind);
  if (!shape) throw new Error(`No feature shows a saved ${item.kind}.`);
  return shape as unknown as AnyShape;
}

/** The bookmarked target of a card: its kind, id, title and the app path that opens it. */
export function itemTarget(item: SavedItem): { kind: SavedKind; id: string; title: string; path: string } {
  return { kind: item.kind, ...shapeOf(item).target(item) };
}
