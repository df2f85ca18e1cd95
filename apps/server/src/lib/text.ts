const EXCERPT_LENGTH = 140;

/** Spaces and line breaks, but not the no-break spaces French typography puts before `: ; ! ?`. */
const BREAKING_SPACES = /[^\S\u00a0\u202f]+/g;

/** The first characters of a text (by code points, so no emoji is cut in half), on one line. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(BREAKING_SPACES, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/** How a resident is named: full name, then username, then 'Utilisateur' (spec, author display). */
export function displayNameOf(person: { name: string | null; username: string | null } | null): string {
  return person?.name?.trim() || person?.username || 'Utilisateur';
}
