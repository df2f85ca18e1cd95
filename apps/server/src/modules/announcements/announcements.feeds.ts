import { calendarText } from '../../lib/icalendar.ts';
import { announcementPath, type FeedEntry } from './announcements.service.ts';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** Text in XML content or a quoted attribute stays text (the API refuses control characters). */
const xml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const validity = (e: FeedEntry, timeZone: string): string => {
  const format = new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'long', timeStyle: 'short' });
  return `Du ${format.format(e.startsAt)} au ${format.format(e.endsAt)}`;
};

export type FeedOptions = {
  /** The app's public address, without a trailing slash: every link is absolute. */
  publicUrl: string;
  /** « Mairie de Port-Marin ». */
  publisher: string;
  productName: string;
  feedPath: string;
  timeZone: string;
};

/**
 * The announcements as an Atom 1.0 feed (RFC 4287): the entry's id is its page's address (stable
 * and unique), `updated` its last change, the category the town hall's, the text as plain text
 * with its validity and place first.
 */
export function atomFeed(entries: FeedEntry[], opts: FeedOptions): string {
  const feedUpdated = entries.reduce((latest, e) => Math.max(latest, e.updatedAt.getTime()), 0);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  <id>${xml(`${opts.publicUrl}/annonces`)}</id>`,
    `  <title>${xml(`Annonces de la ${opts.publisher}`)}</title>`,
    `  <subtitle>${xml(`Les annonces officielles de la ${opts.publisher} sur ${opts.productName}`)}</subtitle>`,
    // An empty feed was last changed when it was read: Atom requires the element.
    `  <updated>${new Date(feedUpdated || Date.now()).toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${opts.publicUrl}${opts.feedPath}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${opts.publicUrl}/annonces`)}"/>`,
    `  <author><name>${xml(opts.publisher)}</name></author>`,
    `  <generator>${xml(opts.productName)}</generator>`,
  ];
  for (const e of entries) {
    const url = `${opts.publicUrl}${announcementPath(e.id)}`;
    const summary = [validity(e, opts.timeZone), e.location && `Lieu : ${e.location}`].filter(Boolean).join('. ');
    lines.push(
      '  <entry>',
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(`${e.category} : ${e.title}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${e.createdAt.toISOString()}</published>`,
      `    <updated>${e.updatedAt.toISOString()}</updated>`,
      `    <category term="${xml(e.category)}" label="${xml(e.category)}"/>`,
      `    <summary type="text">${xml(`${summary}.`)}</summary>`,
      `    <content type="text">${xml(`${summary}.\n\n${e.text}`)}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

/** The announcements as VEVENTs from their start to their end of validity (lib/icalendar). */
export function announcementsCalendar(entries: FeedEntry[], opts: FeedOptions): string {
  const host = new URL(opts.publicUrl).host;
  return calendarText(
    entries.map((e) => ({
      uid: `announcement-${e.id}@${host}`,
      start: e.startsAt,
      end: e.endsAt,
      summary: `${e.category} : ${e.title}`,
      description: e.text,
      location: e.location,
      url: `${opts.publicUrl}${announcementPath(e.id)}`,
      category: e.category,
      created: e.createdAt,
      lastModified: e.updatedAt,
    })),
    { productName: opts.productName, product: 'Annonces', name: `Annonces de la ${opts.publisher}` },
  );
}
