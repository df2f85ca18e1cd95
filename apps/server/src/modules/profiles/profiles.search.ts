import type { SearchPart } from '../../lib/app-module.ts';
import { shownUsername } from '../../db/user-names.ts';
import { BY_TITLE } from '../search/index.ts';

/** The document's `names`: the name, then the username, a line apart. */
const NAME = `split_part(d.names, E'\\n', 1)`;
const USERNAME = `split_part(d.names, E'\\n', 2)`;

/**
 * Residents with a verified e-mail, by name or username: an accent- and case-insensitive substring
 * (or their words, typos allowed), those starting with it first. A resident whose profile is hidden
 * (profileVisible off) is not listed to visitors (issue 16); one a moderator hid, to themself and
 * the moderators only.
 */
export const residentsSearch: SearchPart = {
  kind: 'residents',
  document: {
    from: '"user" u',
    id: 'u.id',
    idType: 'text',
    where: 'u.email_verified',
    name: 'u.name',
    text: 'u.username',
    substring: `u.name || E'\\n' || coalesce(u.username, '')`,
    title: 'u.name',
    hidden: [{ when: 'u.hidden_at is not null', owner: 'u.id' }],
    visitors: `not exists (select 1 from user_settings hidden where hidden.user_id = u.id and not hidden.profile_visible)`,
    reads: [{ table: 'user_settings', key: 'u.id', column: 'user_id', columns: ['profile_visible'] }],
  },
  order: (on) => `(${on.startsWith(NAME)} or ${on.startsWith(USERNAME)}) desc, d.title, d.row_id`,
  walk: BY_TITLE,
  show: {
    from: '"user" u',
    columns: () => `u.id, u.name, ${shownUsername('u')} as username, u.image`,
  },
  toResult: (r) => ({
    id: r.id as string,
    name: r.name as string,
    username: r.username as string | null,
    image: r.image as string | null,
  }),
};
