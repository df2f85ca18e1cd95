import type { TownConfig } from '@portmarin/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const townQuery = queryOptions({
  queryKey: ['town'],
  queryFn: () => api<TownConfig>('/api/town'),
  staleTime: Infinity,
});

/**
 * The town's configuration (name, product, town hall…), loaded once before the app renders
 * (app/main.tsx) and never changed after. It is read from the cache: a query observer in each of
 * the many components that name the town would cost the first render for nothing.
 */
export function useTown(): TownConfig {
  const queryClient = useQueryClient();
  const town = queryClient.getQueryData(townQuery.queryKey);
  // Not loaded yet (never the case in the app): suspend until it is, as a suspense query would.
  if (!town) throw queryClient.ensureQueryData(townQuery);
  return town;
}

/**
 * The town's primary colours, for both themes (app/index.css reads them). Its file's schema has
 * checked each against the text it carries (packages/shared/src/town.schemas.ts).
 */
export function applyTownColors(town: Pick<TownConfig, 'colors'>, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--town-primary', town.colors.primary);
  root.style.setProperty('--town-primary-dark', town.colors.primaryDark);
}
