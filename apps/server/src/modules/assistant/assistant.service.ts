import type { AssistantAnswer, AssistantSource, TownConfig } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';
import { notHidden, VISITOR } from '../../db/visibility.ts';
import { rephrase, type LlmConfig } from './assistant.llm.ts';

/**
 * The local assistant: a question answered from the town's own data. PostgreSQL's full-text search
 * (french, unaccented) finds the FAQ entries, municipal services, upcoming events, businesses,
 * business pages and associations it is about; the answer copies their facts and cites them.
 */

/** At most this many sources in one answer: a chat message, not a search page. */
const MAX_SOURCES = 4;
const PER_KIND = 4;
const MAX_WORDS = 12;
const DESCRIPTION = 220;

export const EMERGENCY_SENTENCE = "En cas d'urgence médicale, appelez le 15 (SAMU) ou le 112.";

/** Question words the french configuration keeps but that say nothing of the topic. */
const QUESTION_WORDS = new Set(
  'quel quels quelle quelles comment quand combien pourquoi est-ce faire fait trouver peut peux puis veux voudrais voudrait aimerais savoir aller bonjour merci svp stp dire ville commune prochain prochains prochaine prochaines'.split(
    ' ',
  ),
);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The spec's topics, told from the question's words (accents folded). */
const TOPICS = {
  emergency:
    /\b(urgence|urgent|malaise|samu|crise cardiaque|arret cardiaque|inconscient|respire plus|saign|noyade|noye|avc|intoxi|empoisonn|etouff|overdose|accident|blesse|15\b)/,
  health: /\b(medecin|docteur|pharmac|sante|malade|hopital|clinique|dentiste|kine|infirmi|soin|garde|fievre|douleur)/,
  weather:
    /\b(meteo|quel temps|temps fait|temps qu|pluie|pleu|soleil|ensoleill|vent|temperature|prevision|orage|chaleur|chaud|froid|neige)/,
  beach: /\b(plage|baignade|baigner|nager|maree|surf|mer|drapeau|eau)\b/,
  restaurant:
    /\b(restaurant|resto|manger|dejeuner|diner|creperie|crepe|pizza|bistrot|brasserie|cuisine|huitre|fruits de mer|boire un verre|bar)\b/,
  events:
    /\b(evenement|agenda|sortir|sortie|concert|fete|festival|spectacle|animation|week-end|weekend|manifestation|fest-noz|regate|atelier)/,
  transport: /\b(transport|bus|car|train|gare|taxi|navette|bateau|vedette|velo|deplacer|aeroport|ile|iles)\b/,
  education: /\b(ecole|scolaire|college|lycee|cantine|garderie|creche|enfant|inscri|periscolaire)/,
  townHall: /\b(mairie|hotel de ville)\b/,
} as const;
type Topic = keyof typeof TOPICS;

export function topicsOf(question: string): Set<Topic> {
  const q = fold(question);
  const topics = new Set((Object.keys(TOPICS) as Topic[]).filter((t) => TOPICS[t].test(q)));
  // 'un médecin ce week-end' is about health, 'manger au bord de la mer' about food.
  if (topics.has('health') || topics.has('emergency')) topics.delete('events');
  if (topics.has('restaurant')) topics.delete('beach');
  return topics;
}

/**
 * The question as a full-text query: its words joined by OR (a question is rarely all in one
 * row), the town's name removed (everything is in the town). Only letters and digits reach
 * `to_tsquery`, so no question is a syntax error. Null when no word is left.
 */
export function questionTsQuery(question: string, townName: string): string | null {
  const text = fold(question).replaceAll(fold(townName), ' ');
  const words = [
    ...new Set(
      text
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3 && !QUESTION_WORDS.has(w))
        .slice(0, MAX_WORDS),
    ),
  ];
  return words.length > 0 ? words.join(' | ') : null;
}

/** One row found: its source badge and the facts the answer copies. */
type Found = { source: AssistantSource; rank: number; heading: string; facts: string[] };

type Row = Record<string, string | null> & { id: string; rank: number };

const TSQUERY = `to_tsquery('public.french_unaccent', $1)`;

const servicePath = (name: string) => `/municipal-services?q=${encodeURIComponent(name)}`;
const businessPath = (name: string) => `/entreprises?q=${encodeURIComponent(name)}`;

const cut = (text: string | null) =>
  text && text.length > DESCRIPTION ? `${text.slice(0, DESCRIPTION - 1).trimEnd()}…` : (text ?? '');

/** The labelled facts of a row that are set: hours, address, phone, e-mail, site. */
function contactFacts(r: Row): string[] {
  return [
    r.opening_hours && `Horaires : ${r.opening_hours}`,
    r.address && `Adresse : ${r.address}`,
    r.phone && `Téléphone : ${r.phone}`,
    r.email && `E-mail : ${r.email}`,
    r.website_url && `Site : ${r.website_url}`,
  ].filter((f): f is string => Boolean(f));
}

const SERVICE_COLUMNS = `s.id, s.name, s.description, s.opening_hours, s.address, s.phone, s.email, s.website_url`;
const SERVICE_VECTOR = `to_tsvector('public.french_unaccent'::regconfig, s.name || ' ' || s.category || ' ' || coalesce(s.description, ''))`;
const BUSINESS_COLUMNS = `b.id, b.business_name as name, b.category, b.description, b.opening_hours, b.address, b.phone, b.email, b.website_url`;
const BUSINESS_VECTOR = `to_tsvector('public.french_unaccent'::regconfig, b.business_name || ' ' || b.category || ' ' || coalesce(b.description, ''))`;
/** Upcoming, not cancelled, not hidden: what the events page shows everyone. */
const EVENT_VISIBLE = `e.starts_at >= now() and e.cancelled_at is null and ${notHidden('event', 'e', VISITOR)}`;
const EVENT_COLUMNS = `e.id, e.title as name, e.description, e.location,
  to_char(e.starts_at at time zone 'Europe/Paris', 'DD/MM/YYYY "à" HH24"h"MI') as "when"`;

const toService = (r: Row, boost = 1): Found => ({
  source: { kind: 'municipal-service', title: r.name!, path: servicePath(r.name!) },
  rank: r.rank * boost,
  heading: r.description ? `${r.name} — ${cut(r.description)}` : r.name!,
  facts: contactFacts(r),
});
const toBusiness = (r: Row, boost = 1): Found => ({
  source: { kind: 'business', title: r.name!, path: businessPath(r.name!) },
  rank: r.rank * boost,
  heading: `${r.name} (${r.category})${r.description ? ` — ${cut(r.description)}` : ''}`,
  facts: contactFacts(r),
});
const toEvent = (r: Row, boost = 1): Found => ({
  source: { kind: 'event', title: r.name!, path: `/event/${r.id}` },
  rank: r.rank * boost,
  heading: `${r.name} — le ${r.when}, ${r.location}`,
  facts: r.description ? [cut(r.description)] : [],
});

/** Every kind's best matches for the query `$1`. */
async function search(sql: Sql, tsquery: string): Promise<Found[]> {
  const q = (text: string) => sql.query<Row>(text, [tsquery]).then((r) => r.rows);
  const ranked = (vector: string) => `ts_rank(${vector}, ${TSQUERY})::float8 as rank`;
  const [faq, services, businesses, pages, associations, events] = await Promise.all([
    // Found by its whole text (the index), ranked by its question and keywords: an answer that
    // only mentions a word ('horaires') is not about it.
    q(`select f.id, f.question as name, f.answer, f.path,
         (ts_rank(to_tsvector('public.french_unaccent'::regconfig, f.question || ' ' || f.keywords), ${TSQUERY})
          + 0.1 * ts_rank(to_tsvector('public.french_unaccent'::regconfig, f.question || ' ' || f.keywords || ' ' || f.answer), ${TSQUERY}))::float8 as rank
       from assistant_faq f
       where to_tsvector('public.french_unaccent'::regconfig, f.question || ' ' || f.keywords || ' ' || f.answer) @@ ${TSQUERY}
       order by rank desc, f.position limit ${PER_KIND}`),
    q(`select ${SERVICE_COLUMNS}, ${ranked(SERVICE_VECTOR)} from municipal_services s
       where ${SERVICE_VECTOR} @@ ${TSQUERY} order by rank desc, s.name limit ${PER_KIND}`),
    q(`select ${BUSINESS_COLUMNS}, ${ranked(BUSINESS_VECTOR)} from businesses b
       where ${BUSINESS_VECTOR} @@ ${TSQUERY} and ${notHidden('business', 'b', VISITOR)}
       order by rank desc, b.is_verified desc, b.business_name limit ${PER_KIND}`),
    q(`select bp.id, bp.name, bp.description, bp.address, bp.contact_phone as phone, bp.contact_email as email,
         bp.website_url, ${ranked(`to_tsvector('public.french_unaccent'::regconfig, bp.name || ' ' || coalesce(bp.category, '') || ' ' || coalesce(bp.description, ''))`)}
       from business_pages bp
       where to_tsvector('public.french_unaccent'::regconfig, bp.name || ' ' || coalesce(bp.category, '') || ' ' || coalesce(bp.description, '')) @@ ${TSQUERY}
         and ${notHidden('business-page', 'bp', VISITOR)}
       order by rank desc, bp.name limit ${PER_KIND}`),
    q(`select a.id, a.name, a.description, a.address, a.phone, a.email, a.website_url,
         ${ranked(`to_tsvector('public.french_unaccent'::regconfig, a.name || ' ' || a.category || ' ' || a.description)`)}
       from associations a
       where to_tsvector('public.french_unaccent'::regconfig, a.name || ' ' || a.category || ' ' || a.description) @@ ${TSQUERY}
       order by rank desc, a.name limit ${PER_KIND}`),
    q(`select ${EVENT_COLUMNS}, ${ranked(`to_tsvector('public.french_unaccent'::regconfig, e.title || ' ' || e.category || ' ' || e.location || ' ' || e.description)`)}
       from events e
       where to_tsvector('public.french_unaccent'::regconfig, e.title || ' ' || e.category || ' ' || e.location || ' ' || e.description) @@ ${TSQUERY}
         and ${EVENT_VISIBLE}
       order by rank desc, e.starts_at limit ${PER_KIND}`),
  ]);
  return [
    // An FAQ entry is written to answer a question: it goes before a row that shares a word.
    ...faq.map((r) => ({
      source: { kind: 'faq' as const, title: r.name!, path: r.path! },
      rank: r.rank * 2,
      heading: r.answer!,
      facts: [],
    })),
    ...services.map((r) => toService(r)),
    ...businesses.map((r) => toBusiness(r)),
    ...pages.map((r) => ({
      source: { kind: 'business-page' as const, title: r.name!, path: `/business/${r.id}` },
      rank: r.rank,
      heading: r.description ? `${r.name} — ${cut(r.description)}` : r.name!,
      facts: contactFacts(r),
    })),
    ...associations.map((r) => ({
      source: { kind: 'association' as const, title: r.name!, path: `/associations#association-${r.id}` },
      rank: r.rank,
      heading: r.description ? `${r.name} — ${cut(r.description)}` : r.name!,
      facts: contactFacts(r),
    })),
    ...events.map((r) => toEvent(r)),
  ];
}

/** What a topic brings even when no word of the question matched its rows. */
async function topicRows(sql: Sql, topics: Set<Topic>, town: TownConfig): Promise<Found[]> {
  const found: Found[] = [];
  // A topic's rows rank with good full-text matches; the town hall's service above all.
  if (topics.has('townHall')) {
    const { rows } = await sql.query<Row>(
      `select ${SERVICE_COLUMNS}, 1::float8 as rank from municipal_services s
       where s.phone = $1 or s.email = $2 order by (s.name ilike '%mairie%') desc, s.name limit 1`,
      [town.townHall.phone, town.townHall.email],
    );
    found.push(...rows.map((r) => toService(r, 10)));
  }
  const category = async (name: string) =>
    (
      await sql.query<Row>(
        `select ${BUSINESS_COLUMNS}, 1::float8 as rank from businesses b
         where b.category = $1 and ${notHidden('business', 'b', VISITOR)}
         order by b.is_verified desc, coalesce(b.rating, 0) desc, b.business_name limit 3`,
        [name],
      )
    ).rows;
  if (topics.has('restaurant')) found.push(...(await category('Restaurant')).map((r) => toBusiness(r, 0.3)));
  if (topics.has('health')) found.push(...(await category('Santé')).map((r) => toBusiness(r, 0.2)));
  if (topics.has('transport')) found.push(...(await category('Transport')).map((r) => toBusiness(r, 0.2)));
  if (topics.has('education')) {
    const { rows } = await sql.query<Row>(
      `select ${SERVICE_COLUMNS}, 1::float8 as rank from municipal_services s
       where s.category = 'Éducation' order by s.name limit 2`,
    );
    found.push(...rows.map((r) => toService(r, 0.2)));
  }
  if (topics.has('events')) {
    const { rows } = await sql.query<Row>(
      `select ${EVENT_COLUMNS}, 1::float8 as rank from events e where ${EVENT_VISIBLE} order by e.starts_at, e.id limit 3`,
    );
    found.push(...rows.map((r) => toEvent(r, 0.3)));
  }
  return found;
}

const WEATHER_SOURCES: AssistantSource[] = [
  { kind: 'weather', title: 'Météo', path: '/weather' },
  { kind: 'sea', title: 'La mer', path: '/sea' },
];

/** Below this share of the best match's rank, a row only shares a word with the question. */
const RELEVANCE = 0.3;

/** The sources in order, each once (by page), the far weaker matches left out. */
function best(found: Found[]): Found[] {
  const seen = new Set<string>();
  const sorted = found.sort((a, b) => b.rank - a.rank);
  const floor = (sorted[0]?.rank ?? 0) * RELEVANCE;
  return sorted
    .filter((f) => f.rank >= floor)
    .filter((f) => (seen.has(f.source.path) ? false : (seen.add(f.source.path), true)))
    .slice(0, MAX_SOURCES);
}

function intro(topics: Set<Topic>, town: TownConfig): string {
  if (topics.has('townHall')) return `Voici ce que je sais de la mairie de ${town.townName} :`;
  if (topics.has('events')) return `Voici les prochains rendez-vous à ${town.townName} :`;
  if (topics.has('restaurant')) return `Quelques bonnes adresses de ${town.townName} pour manger :`;
  return `Voici ce que j'ai trouvé dans les informations de ${town.townName} :`;
}

function fallback(town: TownConfig, product: string): { text: string; sources: AssistantSource[] } {
  const hall = town.townHall;
  return {
    text:
      `Je n'ai pas trouvé de réponse à cette question dans les informations de ${town.townName} sur ${product}. ` +
      `La mairie peut vous renseigner : ${hall.address}, téléphone ${hall.phone}, e-mail ${hall.email} ` +
      `(${hall.hours}). Tous les services de la commune sont dans la liste des services municipaux.`,
    sources: [{ kind: 'page', title: 'Services municipaux', path: '/municipal-services' }],
  };
}

/** The answer from the data alone, and the text of its sources (what an LLM may rephrase). */
export async function retrieve(
  sql: Sql,
  town: TownConfig,
  question: string,
): Promise<{ answer: string; sources: AssistantSource[]; facts: string; emergency: boolean }> {
  const topics = topicsOf(question);
  const emergency = topics.has('emergency') || topics.has('health');
  const tsquery = questionTsQuery(question, town.townName);
  const found = best([...(tsquery ? await search(sql, tsquery) : []), ...(await topicRows(sql, topics, town))]);

  const blocks = found.map((f) => [f.heading, ...f.facts.map((fact) => `  ${fact}`)].join('\n'));
  let sources = found.map((f) => f.source);
  let text: string;
  if (topics.has('weather')) {
    // No figure is made up: the weather and sea pages show the provider's.
    text = `Je ne donne pas de prévisions de mémoire : la météo de ${town.townName}, heure par heure et sur 7 jours, est sur la page Météo, et les marées, l'état de la mer et la température de l'eau sur la page La mer.`;
    sources = [...WEATHER_SOURCES, ...sources.filter((s) => s.path !== '/weather' && s.path !== '/sea')].slice(
      0,
      MAX_SOURCES,
    );
    const rest = found.filter((f) => f.source.path !== '/weather' && f.source.path !== '/sea');
    if (rest.length > 0) text += `\n\n${rest.map((f) => [f.heading, ...f.facts].join('\n  ')).join('\n\n')}`;
  } else if (found.length === 0) {
    const none = fallback(town, town.productName);
    text = none.text;
    sources = none.sources;
  } else {
    text = `${intro(topics, town)}\n\n${blocks.join('\n\n')}`;
    if (topics.has('beach') && !sources.some((s) => s.path === '/sea')) {
      sources = [...sources.slice(0, MAX_SOURCES - 1), WEATHER_SOURCES[1]!];
      text += "\n\nLes drapeaux de baignade, la qualité de l'eau et les marées sont sur la page La mer.";
    }
  }
  // The 15 first in an emergency (said once: the emergency FAQ entry opens with it too).
  if (topics.has('emergency')) text = `${EMERGENCY_SENTENCE}\n\n${text.replace(`${EMERGENCY_SENTENCE} `, '')}`;
  else if (emergency && !text.includes(EMERGENCY_SENTENCE)) text = `${text}\n\n${EMERGENCY_SENTENCE}`;
  return { answer: text, sources, facts: text, emergency };
}

/**
 * The answer: the LLM's rephrasing of the retrieved facts when one is configured and it invents
 * nothing, else the retrieved answer itself. The sources are the same either way.
 */
export async function answerQuestion(
  sql: Sql,
  town: TownConfig,
  question: string,
  llm: LlmConfig | null,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<AssistantAnswer> {
  const found = await retrieve(sql, town, question);
  if (!llm) return { answer: found.answer, sources: found.sources };
  const rephrased = await rephrase(llm, town, question, found.facts, log);
  if (!rephrased) return { answer: found.answer, sources: found.sources };
  const answer = found.emergency && !rephrased.includes('15') ? `${EMERGENCY_SENTENCE}\n\n${rephrased}` : rephrased;
  return { answer, sources: found.sources };
}
