import type { ComponentType } from 'react';
import { features } from '@/app/features';
import { VisitorHome } from '@/features/visitor-home';

/**
 * `/` for a visitor: the cards the features declare (`visitorHome` in their feature.ts), in their
 * positions (the town hall's valid announcements lead), loaded before the screen draws. The loading
 * lives here, in the visitors' chunk, not in the first screen's.
 */
export async function loadVisitorHomeRoute(): Promise<ComponentType> {
  const sections = await Promise.all(
    features
      .flatMap((feature) => (feature.visitorHome ? [{ id: feature.name, part: feature.visitorHome }] : []))
      .sort((a, b) => a.part.position - b.part.position)
      .map(async ({ id, part }) => ({ id, Component: await part.load() })),
  );
  return function VisitorHomeRoute() {
    return <VisitorHome sections={sections} />;
  };
}
