import type { DigestSection } from '../../lib/app-module.ts';
import { shownUsername } from '../../db/user-names.ts';

/** Messages count as missed once unread this long: a conversation under way is not mailed about. */
const UNREAD_FOR_MS = 24 * 60 * 60 * 1000;
const MAX_LINES = 10;

/** Conversations holding messages the resident has left unread for more than a day. */
export const unreadMessagesDigest: DigestSection = {
  title: 'Messages non lus',
  async lines(sql, resident, period) {
    const { rows } = await sql.query<{ id: string; title: string; unread: number }>(
      `select cv.id,
         case when cv.is_group then coalesce(cv.title, 'Conversation de groupe')
           else coalesce((select coalesce(nullif(btrim(u.name), ''), ${shownUsername('u')})
                          from conversation_participants o join "user" u on u.id = o.user_id
                          where o.conversation_id = cv.id and o.user_id <> $1 limit 1), 'Conversation') end as title,
         count(*)::int as unread
       from conversation_participants cp
       join conversations cv on cv.id = cp.conversation_id
       join messages m on m.conversation_id = cp.conversation_id
       where cp.user_id = $1 and m.sender_id <> $1 and m.hidden_at is null
         and m.created_at > coalesce(cp.last_read_at, '-infinity') and m.created_at <= $2
       group by cv.id
       order by max(m.created_at) desc limit ${MAX_LINES}`,
      [resident.id, new Date(period.until.getTime() - UNREAD_FOR_MS)],
    );
    return rows.map((r) => ({
      text: `${r.unread} ${r.unread > 1 ? 'messages non lus' : 'message non lu'} — ${r.title}`,
      path: `/conversation/${r.id}`,
    }));
  },
};
