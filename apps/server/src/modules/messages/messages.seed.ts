import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../../db/schema/index.ts';
import { conversationParticipants, conversations, messages } from './messages.schema.ts';
import { notifications } from '../notifications/index.ts';
import { comments, postLikes, posts } from '../posts/index.ts';
import { follows } from '../profiles/index.ts';
import { excerpt } from '../../lib/text.ts';
import { SHOWCASE_PROFILES } from '../profiles/index.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const MARIE = 'marie@portmarin.fr';
const YANN = 'yann@portmarin.fr';
const [LOIC, GWEN, ERWAN] = ['loic@portmarin.fr', 'gwen@portmarin.fr', 'erwan@portmarin.fr'];

type Line = { from: string; ageMs: number; content: string };

/** Marie and Yann, at the feed's mock ages; the last two lines are still unread by Marie. */
export const DIRECT_LINES: Line[] = [
  { from: YANN, ageMs: 24 * HOUR_MS, content: 'Salut Marie ! Tu seras au marché du port demain matin ?' },
  {
    from: MARIE,
    ageMs: 24 * HOUR_MS - 5 * MINUTE_MS,
    content: 'Oui, dès 8 h ! Je te garde des langoustines si tu veux 🦞',
  },
  {
    from: YANN,
    ageMs: 5 * HOUR_MS,
    content: 'Avec plaisir. Tu n’aurais pas vu un trousseau de clés près de la mairie ?',
  },
  { from: MARIE, ageMs: 2 * HOUR_MS, content: 'Non, mais je demande à la boulangerie en passant.' },
  { from: YANN, ageMs: 45 * MINUTE_MS, content: 'Bonne nouvelle : la mairie les a retrouvées !' },
  { from: YANN, ageMs: 15 * MINUTE_MS, content: 'On se retrouve à la fête du port samedi ?' },
];

export const GROUP_TITLE = 'Voisins du port';

/** The neighbours' group; Marie has read everything up to her own line. */
export const GROUP_LINES: Line[] = [
  { from: ERWAN, ageMs: 5 * HOUR_MS, content: 'Rappel : grande marée ce week-end, pensez à vérifier vos amarres.' },
  { from: GWEN, ageMs: 2 * HOUR_MS, content: 'Le Café des Embruns ouvre plus tôt samedi pour la fête du port ☕' },
  { from: LOIC, ageMs: 45 * MINUTE_MS, content: 'Je vends du bar de ligne au quai samedi matin, venez tôt !' },
  { from: MARIE, ageMs: 30 * MINUTE_MS, content: 'Parfait, on passera avec les enfants !' },
  { from: YANN, ageMs: 20 * MINUTE_MS, content: 'Je réserve une grande table au café pour le feu d’artifice.' },
];

/**
 * Messaging demo: a one-to-one conversation between Marie and Yann, the 'Voisins du port' group,
 * and a few notifications for Marie about real rows (Yann's like and comment on her market post,
 * Erwan following her). Skipped once the Marie–Yann thread exists.
 */
export async function seedMessages(app: FastifyInstance): Promise<void> {
  const emails = [MARIE, YANN, LOIC, GWEN, ERWAN];
  const people = await app.db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  if (emails.some((email) => !idOf.has(email))) return;
  const id = (email: string) => idOf.get(email)!;
  const directKey = [id(MARIE), id(YANN)].sort().join(':');
  const [existing] = await app.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, directKey));
  if (existing) return;

  const now = Date.now();
  const at = (ageMs: number) => new Date(now - ageMs);
  await app.db.transaction(async (tx) => {
    // --- Marie ↔ Yann
    const lastDirect = at(DIRECT_LINES.at(-1)!.ageMs);
    const [direct] = await tx
      .insert(conversations)
      .values({
        isGroup: false,
        createdBy: id(YANN),
        directKey,
        createdAt: at(DIRECT_LINES[0]!.ageMs),
        lastMessageAt: lastDirect,
      })
      .returning({ id: conversations.id });
    const marieReadDirect = at(DIRECT_LINES.findLast((l) => l.from === MARIE)!.ageMs);
    await tx.insert(conversationParticipants).values([
      {
        conversationId: direct!.id,
        userId: id(MARIE),
        lastReadAt: marieReadDirect,
        joinedAt: at(DIRECT_LINES[0]!.ageMs),
      },
      { conversationId: direct!.id, userId: id(YANN), lastReadAt: lastDirect, joinedAt: at(DIRECT_LINES[0]!.ageMs) },
    ]);
    await tx.insert(messages).values(
      DIRECT_LINES.map((l) => ({
        conversationId: direct!.id,
        senderId: id(l.from),
        content: l.content,
        createdAt: at(l.ageMs),
      })),
    );

    // --- Voisins du port
    const firstGroup = at(GROUP_LINES[0]!.ageMs + HOUR_MS);
    const lastGroup = at(GROUP_LINES.at(-1)!.ageMs);
    const [group] = await tx
      .insert(conversations)
      .values({
        isGroup: true,
        title: GROUP_TITLE,
        createdBy: id(MARIE),
        createdAt: firstGroup,
        lastMessageAt: lastGroup,
      })
      .returning({ id: conversations.id });
    const lastRead = (email: string) => {
      const own = GROUP_LINES.findLast((l) => l.from === email);
      return own ? at(own.ageMs) : null;
    };
    await tx.insert(conversationParticipants).values(
      [MARIE, YANN, LOIC, GWEN, ERWAN].map((email) => ({
        conversationId: group!.id,
        userId: id(email),
        lastReadAt: lastRead(email),
        joinedAt: firstGroup,
      })),
    );
    await tx.insert(messages).values(
      GROUP_LINES.map((l) => ({
        conversationId: group!.id,
        senderId: id(l.from),
        content: l.content,
        createdAt: at(l.ageMs),
      })),
    );

    // --- Notifications for Marie, each about a row that exists
    const [marketPost] = await tx
      .select({ id: posts.id, content: posts.content })
      .from(posts)
      .where(and(eq(posts.userId, id(MARIE)), isNull(posts.groupId), isNull(posts.businessPageId)))
      .orderBy(asc(posts.createdAt))
      .limit(1);
    const rows: Array<typeof notifications.$inferInsert> = [];
    if (marketPost) {
      const [like] = await tx
        .select({ createdAt: postLikes.createdAt })
        .from(postLikes)
        .where(and(eq(postLikes.postId, marketPost.id), eq(postLikes.userId, id(YANN))));
      if (like) {
        rows.push({
          userId: id(MARIE),
          actorId: id(YANN),
          type: 'like',
          content: excerpt(marketPost.content),
          link: `/post/${marketPost.id}`,
          postId: marketPost.id,
          createdAt: like.createdAt,
          readAt: like.createdAt,
        });
      }
      const [comment] = await tx
        .select({ content: comments.content, createdAt: comments.createdAt })
        .from(comments)
        .where(and(eq(comments.postId, marketPost.id), eq(comments.userId, id(YANN))))
        .orderBy(asc(comments.createdAt))
        .limit(1);
      if (comment) {
        rows.push({
          userId: id(MARIE),
          actorId: id(YANN),
          type: 'comment',
          content: excerpt(comment.content),
          link: `/post/${marketPost.id}`,
          postId: marketPost.id,
          createdAt: comment.createdAt,
        });
      }
    }
    const followedAt = at(3 * HOUR_MS);
    const followed = await tx
      .insert(follows)
      .values({ followerId: id(ERWAN), followingId: id(MARIE), createdAt: followedAt })
      .onConflictDoNothing()
      .returning({ createdAt: follows.createdAt });
    if (followed[0]) {
      const erwan = SHOWCASE_PROFILES.find((p) => p.email === ERWAN)!;
      rows.push({
        userId: id(MARIE),
        actorId: id(ERWAN),
        type: 'friend',
        content: '',
        link: `/profile/${erwan.username}`,
        createdAt: followed[0].createdAt,
      });
    }
    if (rows.length > 0) await tx.insert(notifications).values(rows);
  });
}
