import { paths } from '@/config/paths';

/**
 * The RGAA 4.1 audit behind the « Déclaration d'accessibilité »: each criterion's result, the pages
 * sampled and the non-conformities found. The one source of the page's figures; the audit report
 * (docs/accessibility-audit.md) records the same results criterion by criterion, and
 * accessibility-audit.test.ts fails when the two differ.
 */

/** C: conforme (met), NC: non conforme (not met), NA: non applicable. */
export type CriterionResult = 'C' | 'NC' | 'NA';

/** The 13 themes of RGAA 4.1 and how many criteria each holds (106 in all). */
export const RGAA_THEMES = [
  { number: 1, name: 'Images', criteria: 9 },
  { number: 2, name: 'Cadres', criteria: 2 },
  { number: 3, name: 'Couleurs', criteria: 3 },
  { number: 4, name: 'Multimédia', criteria: 13 },
  { number: 5, name: 'Tableaux', criteria: 8 },
  { number: 6, name: 'Liens', criteria: 2 },
  { number: 7, name: 'Scripts', criteria: 5 },
  { number: 8, name: 'Éléments obligatoires', criteria: 10 },
  { number: 9, name: 'Structuration de l’information', criteria: 4 },
  { number: 10, name: 'Présentation de l’information', criteria: 14 },
  { number: 11, name: 'Formulaires', criteria: 13 },
  { number: 12, name: 'Navigation', criteria: 11 },
  { number: 13, name: 'Consultation', criteria: 12 },
] as const;

/** Each theme's results, criterion n.1 first: `THEME_RESULTS[0][2]` is criterion 1.3. */
const THEME_RESULTS: Record<number, CriterionResult[]> = {
  // 1.3: fixed (issue 36): posts, listings and reports take their author's description of each photo.
  1: ['C', 'C', 'C', 'NA', 'NA', 'NA', 'NA', 'NA', 'NA'],
  2: ['NA', 'NA'],
  3: ['C', 'C', 'C'],
  // 4.1, 4.3, 4.5: fixed (issue 36): a sponsor's video is saved and shown only with its transcript,
  // captions and audio description; no route stores a video in a post.
  4: ['C', 'NA', 'C', 'NA', 'C', 'NA', 'C', 'NA', 'NA', 'C', 'C', 'NA', 'C'],
  5: ['NA', 'NA', 'NA', 'C', 'C', 'C', 'C', 'NA'],
  6: ['C', 'C'],
  7: ['C', 'NA', 'C', 'C', 'C'],
  8: ['C', 'C', 'C', 'C', 'C', 'C', 'C', 'NA', 'C', 'NA'],
  // 9.1: fixed (issue 36): the cards of /events, /groups and /webcam are h2 under the h1.
  9: ['C', 'C', 'C', 'C'],
  10: ['C', 'C', 'C', 'C', 'C', 'C', 'C', 'C', 'C', 'C', 'C', 'C', 'C', 'C'],
  11: ['C', 'C', 'C', 'C', 'C', 'C', 'C', 'NA', 'C', 'C', 'C', 'C', 'C'],
  12: ['C', 'C', 'NA', 'NA', 'C', 'C', 'C', 'C', 'C', 'NA', 'C'],
  13: ['C', 'C', 'NA', 'NA', 'C', 'NA', 'C', 'C', 'C', 'C', 'C', 'NA'],
};

/** Every criterion's result, by its number ('1.1' … '13.12'). */
export const CRITERIA_RESULTS: ReadonlyMap<string, CriterionResult> = new Map(
  RGAA_THEMES.flatMap((theme) =>
    THEME_RESULTS[theme.number]!.map((result, i): [string, CriterionResult] => [`${theme.number}.${i + 1}`, result]),
  ),
);

export interface AuditFigures {
  met: number;
  notMet: number;
  notApplicable: number;
  applicable: number;
  /** met / applicable, in percent, rounded down to one decimal: the statement never rounds up. */
  rate: number;
  status: 'totalement conforme' | 'partiellement conforme' | 'non conforme';
}

/** The figures the statement gives, and its conformity state by the rate (RGAA: 100 %, 50 % and more, less). */
export function auditFigures(results: Iterable<CriterionResult>): AuditFigures {
  const all = [...results];
  const met = all.filter((r) => r === 'C').length;
  const notMet = all.filter((r) => r === 'NC').length;
  const applicable = met + notMet;
  const rate = applicable === 0 ? 100 : Math.floor((met / applicable) * 1000) / 10;
  const status = rate >= 100 ? 'totalement conforme' : rate >= 50 ? 'partiellement conforme' : 'non conforme';
  return { met, notMet, notApplicable: all.length - applicable, applicable, rate, status };
}

/** A rate as French writes it: « 97,8 % ». */
export const formatRate = (rate: number) => `${rate.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;

/** A known non-conformity: the criteria it fails and what it keeps from whom. */
export interface NonConformity {
  criteria: string[];
  text: string;
}

export const AUDIT = {
  standard: 'RGAA 4.1',
  /** When the audit was done (the statement's « établie le »). */
  date: '7 décembre 2026',
  results: CRITERIA_RESULTS,
  figures: auditFigures(CRITERIA_RESULTS.values()),
  tools: ['axe-core 4.14 (par Playwright, chaque route dans les thèmes clair et sombre)', 'Chromium 156', 'Clavier'],
  technologies: ['HTML', 'CSS', 'JavaScript', 'WAI-ARIA'],
  /** The RGAA sample: the screens checked by hand (axe scanned every route). */
  sample: [
    { title: 'Accueil (fil d’actualité)', path: paths.feed },
    { title: 'Connexion et inscription', path: paths.auth },
    { title: 'Menu', path: paths.menu },
    { title: 'Aide et support (contact)', path: paths.help },
    { title: 'Conditions d’utilisation (mentions légales)', path: paths.terms },
    { title: 'Politique relative aux cookies (tableau)', path: paths.cookies },
    { title: 'Déclaration d’accessibilité', path: paths.accessibility },
    { title: 'Paramètres (formulaires)', path: paths.settings },
    { title: 'Événements', path: paths.events },
    { title: 'Petites annonces', path: paths.marketplace },
    { title: 'Messagerie', path: paths.messenger },
    { title: 'Modération (demandes)', path: paths.moderation },
  ],
  /** None: the five criteria of the first audit were fixed (docs/accessibility-audit.md). */
  nonConformities: [] as NonConformity[],
};
