import type { DigestSection } from '../../lib/app-module.ts';
import { displayNameOf } from '../../lib/text.ts';
import { shownUsername } from '../../db/user-names.ts';

/** The notification types a digest lists as answers to the resident: comments on their posts. */
const REPLY_TYPES = ['comment'];
/** At most this many lines; the bell has the rest. */
const MAX_LINES = 10;

/** Comments on the resident's posts in the period that they have not read in the bell. */
export const repliesDigest: DigestSection = {
  title: 'Réponses et commentaires',
  async lines(sql, resident, period) {
    const { rows } = await sql.query<{
      actor_name: string | null;
      actor_username: string | null;
      content: string;
      link: string;
    }>(
      `select nullif(btrim(a.name), '') as actor_name, ${shownUsername('a')} as actor_username,
         n.content, n.link
       from notifications n left join "user" a on a.id = n.actor_id
       where n.user_id = $1 and n.type = any($2::text[]) and n.read_at is null
         and n.created_at >= $3 and n.created_at < $4
       order by n.created_at desc limit ${MAX_LINES}`,
      [resident.id, REPLY_TYPES, period.since, period.until],
    );
    return rows.map((r) => {
      const actor = displayNameOf({ name: r.actor_name, username: r.actor_username });
      return {
        text: r.content
          ? `${actor} a commenté votre publication : « ${r.content} »`
          : `${actor} a commenté votre publication`,
        path: r.link,
      };
    });
  },
};
