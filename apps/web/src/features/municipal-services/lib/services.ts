import { MUNICIPAL_SERVICE_CATEGORIES, type MunicipalService, type MunicipalServiceCategory } from '@portmarin/shared';

/** The chip filter: every category, or one. */
export type CategoryFilter = 'all' | MunicipalServiceCategory;

/** What each chip's tooltip says (the spec gives the categories, not their descriptions). */
export const CATEGORY_DESCRIPTIONS: Record<CategoryFilter, string> = {
  all: 'Afficher tous les services de la mairie',
  Administration: 'Accueil de la mairie, élus, élections et démarches générales',
  'État Civil': 'Naissances, mariages, décès, papiers d’identité et cimetière',
  Urbanisme: 'Permis de construire, déclarations de travaux et cadastre',
  Finances: 'Budget de la commune, factures et marchés publics',
  Technique: 'Voirie, éclairage, eau, bâtiments et espaces verts',
  Social: 'Aides sociales, aînés, logement et solidarité',
  Culture: 'Médiathèque, musique, patrimoine et tourisme',
  Sports: 'Équipements sportifs, piscine et activités nautiques',
  Éducation: 'Écoles, cantine, périscolaire et petite enfance',
  Économie: 'Commerces, artisans, marchés et emploi',
  Sécurité: 'Police municipale, secours et tranquillité publique',
  Environnement: 'Déchets, tri, déchèterie et nature',
  Communication: 'Bulletin municipal, agenda et informations de la ville',
  Numérique: 'Démarches en ligne et accompagnement au numérique',
  Littoral: 'Port, plages, baignade et sauvetage en mer',
};

export const CATEGORY_FILTERS: CategoryFilter[] = ['all', ...MUNICIPAL_SERVICE_CATEGORIES];

export const categoryLabel = (filter: CategoryFilter) => (filter === 'all' ? 'Tous' : filter);

export type ServicesLayout = {
  /** 'Services d'urgence', shown first. */
  emergency: MunicipalService[];
  /** 'all': the other services by category, in the chips' order (empty categories left out). */
  groups: Array<{ category: MunicipalServiceCategory; services: MunicipalService[] }>;
  /** One category chosen: its other services, as a grid. */
  grid: MunicipalService[];
  /** Every service shown ('N services disponibles'). */
  count: number;
};

/**
 * How the screen lays out the services the server found (already filtered by category and search,
 * in category then name order): the emergency ones first, the others grouped by category when the
 * filter is 'all', else in one grid. A service appears once.
 */
export function layOutServices(services: MunicipalService[], filter: CategoryFilter): ServicesLayout {
  const shown = filter === 'all' ? services : services.filter((s) => s.category === filter);
  const emergency = shown.filter((s) => s.isEmergency);
  const others = shown.filter((s) => !s.isEmergency);
  const groups =
    filter === 'all'
      ? MUNICIPAL_SERVICE_CATEGORIES.map((category) => ({
          category,
          services: others.filter((s) => s.category === category),
        })).filter((g) => g.services.length > 0)
      : [];
  return { emergency, groups, grid: filter === 'all' ? [] : others, count: shown.length };
}

/** 'N services disponibles' (singular for one). */
export function servicesCountText(count: number): string {
  return count === 1 ? '1 service disponible' : `${count} services disponibles`;
}

/** A map search for an address (spec 2, section 7: external links). */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** A tel: link from a number as written ('02 97 00 00 00' → tel:0297000000). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
