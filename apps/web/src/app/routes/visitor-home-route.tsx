import { VisitorHome } from '@/features/visitor-home';
import { loadedVisitorSections } from '@/lib/web-feature';

/**
 * `/` for a visitor: the cards the features declare (`visitorHome` in their feature.ts, in their
 * positions: the town hall's valid announcements lead), loaded before this screen draws.
 */
export function VisitorHomeRoute() {
  return <VisitorHome sections={loadedVisitorSections()} />;
}
