import { TownConfig } from '@portmarin/shared';
import raw from './town.json' with { type: 'json' };

/** The checked-in town file, validated once at start: a bad file stops the server. */
export function loadTown(data: unknown = raw): TownConfig {
  const parsed = TownConfig.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Fichier de la commune (town.json) invalide :\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The town's contact address for mail clients and push services; the product's when the town gives none. */
export const supportMailbox = (town: Pick<TownConfig, 'support'>): string =>
  town.support.email || 'contact@portmarin.fr';
