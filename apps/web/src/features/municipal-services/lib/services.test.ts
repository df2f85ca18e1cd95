import type { MunicipalService } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_DESCRIPTIONS,
  CATEGORY_FILTERS,
  layOutServices,
  mapSearchUrl,
  servicesCountText,
  telUrl,
} from './services';

let n = 0;
const service = (overrides: Partial<MunicipalService>): MunicipalService => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: `Service ${n}`,
  category: 'Administration',
  description: null,
  phone: null,
  email: null,
  address: null,
  openingHours: null,
  websiteUrl: null,
  isEmergency: false,
  ...overrides,
});

// As the server orders them: by category (its collation puts 'État Civil' last), then name.
const accueil = service({ name: 'Accueil de la mairie', category: 'Administration' });
const capitainerie = service({ name: 'Capitainerie', category: 'Littoral' });
const cross = service({ name: 'CROSS', category: 'Littoral', phone: '196', isEmergency: true });
const pompiers = service({ name: 'Pompiers', category: 'Sécurité', phone: '18', isEmergency: true });
const objets = service({ name: 'Objets trouvés', category: 'Sécurité' });
const etatCivil = service({ name: 'État civil', category: 'État Civil' });
const ALL = [accueil, capitainerie, cross, pompiers, objets, etatCivil];

describe('layOutServices', () => {
  it("puts the emergency services first, then groups the others in the chips' category order", () => {
    const layout = layOutServices(ALL, 'all');
    expect(layout.emergency).toEqual([cross, pompiers]);
    expect(layout.groups.map((g) => [g.category, g.services.map((s) => s.name)])).toEqual([
      ['Administration', ['Accueil de la mairie']],
      ['État Civil', ['État civil']],
      ['Sécurité', ['Objets trouvés']],
      ['Littoral', ['Capitainerie']],
    ]);
    expect(layout.grid).toEqual([]);
    expect(layout.count).toBe(6);
  });

  it('shows a chosen category as one grid, its emergency services still first', () => {
    const layout = layOutServices([cross, capitainerie], 'Littoral');
    expect(layout.emergency).toEqual([cross]);
    expect(layout.groups).toEqual([]);
    expect(layout.grid).toEqual([capitainerie]);
    expect(layout.count).toBe(2);
  });

  it('keeps only the chosen category, whatever the list holds', () => {
    const layout = layOutServices(ALL, 'Administration');
    expect(layout.grid).toEqual([accueil]);
    expect(layout.emergency).toEqual([]);
    expect(layout.count).toBe(1);
  });

  it('leaves empty categories out and counts nothing for no service', () => {
    expect(layOutServices([], 'all')).toEqual({ emergency: [], groups: [], grid: [], count: 0 });
    expect(layOutServices([pompiers], 'all').groups).toEqual([]);
  });
});

describe('texts and links', () => {
  it("says 'N services disponibles'", () => {
    expect(servicesCountText(0)).toBe('0 services disponibles');
    expect(servicesCountText(1)).toBe('1 service disponible');
    expect(servicesCountText(38)).toBe('38 services disponibles');
  });

  it('has a tooltip description for every chip: all and the 15 categories', () => {
    expect(CATEGORY_FILTERS).toHaveLength(16);
    for (const filter of CATEGORY_FILTERS) expect(CATEGORY_DESCRIPTIONS[filter].length).toBeGreaterThan(10);
  });

  it('builds tel: and map search links', () => {
    expect(telUrl('02 97 00 00 00')).toBe('tel:0297000000');
    expect(telUrl('+33 2 97 00 00 00')).toBe('tel:+33297000000');
    expect(mapSearchUrl('1 place de la Mairie, 56290 Port-Marin')).toBe(
      'https://www.openstreetmap.org/search?query=1%20place%20de%20la%20Mairie%2C%2056290%20Port-Marin',
    );
  });
});
