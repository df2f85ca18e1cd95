/**
 * Postal addresses as the official registers (SIRENE, the RNA) write them, split in fields and in
 * capitals (« 12 B RUE DU PORT »), turned into the line a directory shows (« 12 bis Rue du Port,
 * 56290 Port-Marin »).
 */

/** The INSEE's street-type codes most used in a town; any other is written as given. */
const STREET_TYPES: Record<string, string> = {
  ALL: 'Allée',
  AV: 'Avenue',
  BD: 'Boulevard',
  CAR: 'Carrefour',
  CHE: 'Chemin',
  CHEM: 'Chemin',
  CRS: 'Cours',
  HAM: 'Hameau',
  IMP: 'Impasse',
  LD: 'Lieu-dit',
  LOT: 'Lotissement',
  PL: 'Place',
  PROM: 'Promenade',
  QU: 'Quai',
  QUA: 'Quartier',
  QUAI: 'Quai',
  RES: 'Résidence',
  RPT: 'Rond-point',
  RTE: 'Route',
  RUE: 'Rue',
  SQ: 'Square',
  VC: 'Voie communale',
  VOIE: 'Voie',
};

/** SIRENE's one-letter repetition codes. */
const REPETITIONS: Record<string, string> = { B: 'bis', T: 'ter', Q: 'quater', C: 'quinquies' };

const SMALL_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'au', 'aux', 'en', 'sur', 'sous', 'à']);

/**
 * « RUE DE L'EGLISE » → « Rue de l'Eglise »: capitals only where French puts them. Mixed case is
 * kept. `continues`: the text follows other words (« DU PORT » after « Rue »), its first small word stays small.
 */
export function titleCase(text: string, { continues = false } = {}): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word, i) => {
      const inside = i > 0 || continues;
      if (inside && SMALL_WORDS.has(word)) return word;
      const elided = /^([ld])['’](.+)$/.exec(word);
      if (elided) {
        return `${inside ? elided[1] : elided[1]!.toUpperCase()}'${elided[2]!.charAt(0).toUpperCase()}${elided[2]!.slice(1)}`;
      }
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join('');
}

export type AddressParts = {
  number: string;
  repetition: string;
  streetType: string;
  street: string;
  postalCode: string;
  commune: string;
};

/** The address's line, or null when the register gives no street and no commune. */
export function addressLine(parts: AddressParts): string | null {
  const type = parts.streetType.toUpperCase();
  const repetition = REPETITIONS[parts.repetition.toUpperCase()] ?? parts.repetition.toLowerCase();
  const streetType = STREET_TYPES[type] ?? titleCase(parts.streetType);
  const street = [
    parts.number,
    parts.number ? repetition : '',
    streetType,
    titleCase(parts.street, { continues: streetType !== '' }),
  ]
    .filter(Boolean)
    .join(' ');
  const town = [parts.postalCode, titleCase(parts.commune)].filter(Boolean).join(' ');
  const line = [street, town].filter(Boolean).join(', ');
  return line === '' ? null : line;
}
