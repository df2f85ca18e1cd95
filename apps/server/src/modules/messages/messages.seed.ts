import type { FastifyInstance } from 'fastify';
import { inTransaction, type Sql } from '../../db/sql.ts';
import { excerpt } from '../../lib/text.ts';
import { SHOWCASE_PROFILES } from '../profiles/index.ts';
import { everyUserId } from '../../lib/seed-people.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const MARIE = 'marie@portmarin.fr';
const YANN = 'yann@portmarin.fr';
const [LOIC, GWEN, ERWAN] = ['loic@portmarin.fr', 'gwen@portmarin.fr', 'erwan@portmarin.fr'];

type Line = { from: string; ageMs: number; content: string };

/** Marie and Yann, at the feed's mock ages; the last two lines are still unread by Marie. */
export const DIRECT_LINES: Line[] = [
  { from: YANN, ageMs: 24 * HOUR_MS, content: 'Salut Marie ! Tu seras au marché du port demain matin ?' },
  {
    from: MARIE,
    ageMs: 24 * HOUR_MS - 5 * MINUTE_MS,
    content: 'Oui, dès 8 h ! Je te garde des langoustines si tu veux 🦞',
  },
  {
    from: YANN,
    ageMs: 5 * HOUR_MS,
    content: 'Avec plaisir. Tu n’aurais pas vu un trousseau de clés près de la mairie ?',
  },
  { from: MARIE, ageMs: 2 * HOUR_MS, content: 'Non, mais je demande à la boulangerie en passant.' },
  { from: YANN, ageMs: 45 * MINUTE_MS, content: 'Bonne nouvelle : la mairie les a retrouvées !' },
  { from: YANN, ageMs: 15 * MINUTE_MS, content: 'On se retrouve à la fête du port samedi ?' },
];

export const GROUP_TITLE = 'Voisins du port';

/** The neighbours' group; Marie has read everything up to her own line. */
export const GROUP_LINES: Line[] = [
  { from: ERWAN, ageMs: 5 * HOUR_MS, content: 'Rappel : grande marée ce week-end, pensez à vérifier vos amarres.' },
  { from: GWEN, ageMs: 2 * HOUR_MS, content: 'Le Café des Embruns ouvre plus tôt samedi pour la fête du port ☕' },
  { from: LOIC, ageMs: 45 * MINUTE_MS, content: 'Je vends du bar de ligne au quai samedi matin, venez tôt !' },
  { from: MARIE, ageMs: 30 * MINUTE_MS, content: 'Parfait, on passera avec les enfants !' },
  { from: YANN, ageMs: 20 * MINUTE_MS, content: 'Je réserve une grande table au café pour le feu d’artifice.' },
];

type Participant = { userId: string; lastReadAt: Date | null; joinedAt: Date };

type SeedNotification = {
  userId: string;
  actorId: string;
  type: 'like' | 'comment' | 'friend';
  content: string;
  link: string;
  postId: string | null;
  createdAt: Date;
  readAt: Date | null;
};

/** A conversation with its participants and its lines, three statements whatever their number. */
async function insertConversation(
  sql: Sql,
  conversation: { isGroup: boolean; title: string | null; createdBy: string; directKey: string | null },
  times: { createdAt: Date; lastMessageAt: Date },
  participants: Participant[],
  lines: Array<{ senderId: string; content: string; createdAt: Date }>,
): Promise<void> {
  const {
    rows: [created],
  } = await sql.query<{ id: string }>(
    `insert into conversations (is_group, title, created_by, direct_key, created_at, last_message_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      conversation.isGroup,
      conversation.title,
      conversation.createdBy,
      conversation.directKey,
      times.createdAt,
      times.lastMessageAt,
    ],
  );
  await sql.query(
    `insert into conversation_participants (conversation_id, user_id, last_read_at, joined_at)
     select $1, * from unnest($2::text[], $3::timestamptz[], $4::timestamptz[])`,
    [
      created!.id,
      participants.map((p) => p.userId),
      participants.map((p) => p.lastReadAt),
      participants.map((p) => p.joinedAt),
    ],
  );
  await sql.query(
    `insert into messages (conversation_id, sender_id, content, created_at)
     select $1, * from unnest($2::text[], $3::text[], $4::timestamptz[])`,
    [created!.id, lines.map((l) => l.senderId), lines.map((l) => l.content), lines.map((l) => l.createdAt)],
  );
}

/**
 * Messaging demo: a one-to-one conversation between Marie and Yann, the 'Voisins du port' group,
 * and a few notifications for Marie about real rows (Yann's like and comment on her market post,
 * Erwan following her). Skipped once the Marie–Yann thread exists.
 */
export async function seedMessages(app: FastifyInstance): Promise<void> {
  const emails = [MARIE, YANN, LOIC, GWEN, ERWAN];
  const idOf = await everyUserId(app.pool, 'email', emails);
  if (!idOf) return;
  const id = (email: string) => idOf.get(email)!;
  const directKey = [id(MARIE), id(YANN)].sort().join(':');
  const { rowCount } = await app.pool.query('select 1 from conversations where direct_key = $1', [directKey]);
  if (rowCount) return;

  const now = Date.now();
  const at = (ageMs: number) => new Date(now - ageMs);
  const toMessage = (l: Line) => ({ senderId: id(l.from), content: l.content, createdAt: at(l.ageMs) });
  await inTransaction(app.pool, async (client) => {
    // --- Marie ↔ Yann
    const firstDirect = at(DIRECT_LINES[0]!.ageMs);
    const lastDirect = at(DIRECT_LINES.at(-1)!.ageMs);
    const marieReadDirect = at(DIRECT_LINES.findLast((l) => l.from === MARIE)!.ageMs);
    await insertConversation(
      client,
      { isGroup: false, title: null, createdBy: id(YANN), directKey },
      { createdAt: firstDirect, lastMessageAt: lastDirect },
      [
        { userId: id(MARIE), lastReadAt: marieReadDirect, joinedAt: firstDirect },
        { userId: id(YANN), lastReadAt: lastDirect, joinedAt: firstDirect },
      ],
      DIRECT_LINES.map(toMessage),
    );

    // --- Voisins du port
    const firstGroup = at(GROUP_LINES[0]!.ageMs + HOUR_MS);
    const lastGroup = at(GROUP_LINES.at(-1)!.ageMs);
    const lastRead = (email: string) => {
      const own = GROUP_LINES.findLast((l) => l.from === email);
      return own ? at(own.ageMs) : null;
    };
    await insertConversation(
      client,
      { isGroup: true, title: GROUP_TITLE, createdBy: id(MARIE), directKey: null },
      { createdAt: firstGroup, lastMessageAt: lastGroup },
      [MARIE, YANN, LOIC, GWEN, ERWAN].map((email) => ({
        userId: id(email),
        lastReadAt: lastRead(email),
        joinedAt: firstGroup,
      })),
      GROUP_LINES.map(toMessage),
    );

    // --- Notifications for Marie, each about a row that exists
    const {
      rows: [marketPost],
    } = await client.query<{ id: string; content: string }>(
      `select id, content from posts
       where user_id = $1 and group_id is null and business_page_id is null
       order by created_at asc limit 1`,
      [id(MARIE)],
    );
    const rows: SeedNotification[] = [];
    if (marketPost) {
      const {
        rows: [like],
      } = await client.query<{ created_at: Date }>(
        'select created_at from post_likes where post_id = $1 and user_id = $2',
        [marketPost.id, id(YANN)],
      );
      if (like) {
        rows.push({
          userId: id(MARIE),
          actorId: id(YANN),
          type: 'like',
          content: excerpt(marketPost.content),
          link: `/post/${marketPost.id}`,
          postId: marketPost.id,
          createdAt: like.created_at,
          readAt: like.created_at,
        });
      }
      const {
        rows: [comment],
      } = await client.query<{ content: string; created_at: Date }>(
        'select content, created_at from comments where post_id = $1 and user_id = $2 order by created_at asc limit 1',
        [marketPost.id, id(YANN)],
      );
      if (comment) {
        rows.push({
          userId: id(MARIE),
          actorId: id(YANN),
          type: 'comment',
          content: excerpt(comment.content),
          link: `/post/${marketPost.id}`,
          postId: marketPost.id,
          createdAt: comment.created_at,
          readAt: null,
        });
      }
    }
    const {
      rows: [followed],
    } = await client.query<{ created_at: Date }>(
      `insert into follows (follower_id, following_id, created_at) values ($1, $2, $3)
       on conflict do nothing returning created_at`,
      [id(ERWAN), id(MARIE), at(3 * HOUR_MS)],
    );
    if (followed) {
      const erwan = SHOWCASE_PROFILES.find((p) => p.email === ERWAN)!;
      rows.push({
        userId: id(MARIE),
        actorId: id(ERWAN),
        type: 'friend',
        content: '',
        link: `/profile/${erwan.username}`,
        postId: null,
        createdAt: followed.created_at,
        readAt: null,
      });
    }
    await client.query(
      `insert into notifications (user_id, actor_id, type, content, link, post_id, created_at, read_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[],
         $7::timestamptz[], $8::timestamptz[])`,
      [
        rows.map((n) => n.userId),
        rows.map((n) => n.actorId),
        rows.map((n) => n.type),
        rows.map((n) => n.content),
        rows.map((n) => n.link),
        rows.map((n) => n.postId),
        rows.map((n) => n.createdAt),
        rows.map((n) => n.readAt),
      ],
    );
  });
}
