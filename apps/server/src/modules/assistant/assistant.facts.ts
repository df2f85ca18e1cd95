/**
 * What an answer may state: the phone numbers, e-mails and street addresses of a text, so that
 * an LLM's answer is checked against its sources (and tests check answers against the data).
 */

/** French phone numbers: 02 97 00 00 00, 02.97.00.00.00, 0297000000, +33 2 97 00 00 00. */
const PHONE = /(?:\+33[\s.-]?|\b0033[\s.-]?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** "12 quai des Pêcheurs", "1 place de la Mairie": a number, a street type and the next word. */
const STREET =
  /\b\d{1,4}\s*(?:bis|ter)?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|allée|allee|chemin|quai|impasse|route|square|cours|esplanade|promenade|passage|voie|sentier)\s+(?:(?:de la|de l['’]|des|du|de|d['’])\s*)?[\p{L}-]+/giu;

/** A phone number as its ten national digits (0…), whatever its spacing or +33 prefix. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.startsWith('0033')) return `0${digits.slice(4)}`;
  if (digits.startsWith('33') && digits.length === 11) return `0${digits.slice(2)}`;
  return digits;
}

export function phonesIn(text: string): string[] {
  return [...text.matchAll(PHONE)].map((m) => normalizePhone(m[0]));
}

export function emailsIn(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((m) => m[0].toLowerCase().replace(/\.$/, ''));
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();

export function streetsIn(text: string): string[] {
  return [...text.matchAll(STREET)].map((m) => fold(m[0]).replace(/,/g, ''));
}

/**
 * The phone numbers, e-mails and street addresses of `answer` that `sources` does not hold:
 * empty when the answer invents none.
 */
export function inventedFacts(answer: string, sources: string): string[] {
  const phones = new Set(phonesIn(sources));
  const emails = new Set(emailsIn(sources));
  const folded = fold(sources).replace(/,/g, '');
  return [
    ...phonesIn(answer).filter((p) => !phones.has(p)),
    ...emailsIn(answer).filter((e) => !emails.has(e)),
    ...streetsIn(answer).filter((s) => !folded.includes(s)),
  ];
}
