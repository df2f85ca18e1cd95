import type { SearchPart } from '../../lib/app-module.ts';
import { notHidden } from '../../db/visibility.ts';

/** A resident whose profile is hidden (profileVisible off) is not listed to visitors (issue 16). */
const hiddenFromVisitors = (u: string) =>
  `not exists (select 1 from user_settings hidden where hidden.user_id = ${u}.id and not hidden.profile_visible)`;

const unaccented = (text: string) => `public.immutable_unaccent(lower(${text}))`;

/** Residents by name or username: an accent- and case-insensitive substring, those starting with it first. */
export const residentsSearch: SearchPart = {
  kind: 'residents',
  matchesWithoutWords: true,
  query: (on) => {
    const matches = (pattern: string) =>
      `(${unaccented('u.name')} like public.immutable_unaccent(${pattern})
        or ${unaccented(`coalesce(u.username, '')`)} like public.immutable_unaccent(${pattern}))`;
    return `select u.id, u.name, coalesce(u.display_username, u.username) as username, u.image
      from "user" u
      where u.email_verified ${on.reader ? '' : `and ${hiddenFromVisitors('u')}`} and ${notHidden('profile', 'u', on.hidden)}
        and ${matches(on.contains)}
      order by ${matches(on.startsWith)} desc, u.name, u.id
      ${on.page}`;
  },
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    username: r.username as string | null,
    image: r.image as string | null,
  }),
};
