import type { AccountExport } from '@portmarin/shared';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { recomputeRating, REVIEW_TARGETS } from '../../db/review-ratings.ts';
import { inTransaction, type Sql } from '../../db/sql.ts';
import {
  account,
  comments,
  conversationParticipants,
  conversations,
  follows,
  messages,
  notifications,
  postLikes,
  posts,
  pushSubscriptions,
  reviews,
  session,
  stories,
  storyViews,
  uploads as uploadRows,
  user,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { uploadUrl, type UploadStore } from '../../plugins/uploads.ts';
import { getSettings } from '../../db/user-settings.ts';
import { exportCommunity } from './account.export-community.ts';

export async function exportAccount(db: Db, pool: Sql, userId: string): Promise<AccountExport> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  const sessions = await db.select().from(session).where(eq(session.userId, userId));
  const logins = await db.select().from(account).where(eq(account.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: row.id,
      name: row.name,
      email: row.email,
      username: row.displayUsername ?? row.username,
      role: row.role,
      emailVerified: row.emailVerified,
      image: row.image,
      createdAt: row.createdAt.toISOString(),
    },
    settings: await getSettings(pool, userId),
    // Tokens and password hashes are secrets, not personal data to hand out.
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    loginMethods: logins.map((a) => ({ provider: a.providerId, createdAt: a.createdAt.toISOString() })),
    profile: { bio: row.bio, location: row.location, coverImage: row.coverImage, verified: row.verified },
    posts: (await db.select().from(posts).where(eq(posts.userId, userId))).map((p) => ({
      id: p.id,
      content: p.content,
      imageUrl: p.imageUrl,
      likesCount: p.likesCount,
      commentsCount: p.commentsCount,
      createdAt: p.createdAt.toISOString(),
    })),
    comments: (await db.select().from(comments).where(eq(comments.userId, userId))).map((c) => ({
      postId: c.postId,
      content: c.content,
      createdAt: c.createdAt.toISOString(),
    })),
    likes: (await db.select().from(postLikes).where(eq(postLikes.userId, userId))).map((l) => ({
      postId: l.postId,
      createdAt: l.createdAt.toISOString(),
    })),
    following: (await db.select().from(follows).where(eq(follows.followerId, userId))).map((f) => ({
      userId: f.followingId,
      since: f.createdAt.toISOString(),
    })),
    followers: (await db.select().from(follows).where(eq(follows.followingId, userId))).map((f) => ({
      userId: f.followerId,
      since: f.createdAt.toISOString(),
    })),
    stories: (
      await db
        .select({
          id: stories.id,
          imageUrl: stories.imageUrl,
          createdAt: stories.createdAt,
          expiresAt: stories.expiresAt,
          views: sql<number>`(select count(*) from story_views v where v.story_id = ${stories.id})::int`,
        })
        .from(stories)
        .where(eq(stories.userId, userId))
    ).map((st) => ({
      id: st.id,
      imageUrl: st.imageUrl,
      createdAt: st.createdAt.toISOString(),
      expiresAt: st.expiresAt.toISOString(),
      // How many residents saw it; who they are is theirs.
      views: st.views,
    })),
    storyViews: (await db.select().from(storyViews).where(eq(storyViews.viewerId, userId))).map((v) => ({
      storyId: v.storyId,
      viewedAt: v.viewedAt.toISOString(),
    })),
    photos: (await db.select().from(uploadRows).where(eq(uploadRows.userId, userId))).map((u) => ({
      url: uploadUrl(u.fileName),
      kind: u.kind,
      createdAt: u.createdAt.toISOString(),
    })),
    ...(await exportMessaging(db, userId)),
    ...(await exportCommunity(pool, userId)),
  };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Messaging: the resident's own messages, the conversations they are in, notifications, devices. */
async function exportMessaging(db: Db, userId: string) {
  const threads = await db
    .select({
      id: conversations.id,
      isGroup: conversations.isGroup,
      title: conversations.title,
      joinedAt: conversationParticipants.joinedAt,
      lastReadAt: conversationParticipants.lastReadAt,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(eq(conversationParticipants.userId, userId));
  return {
    conversations: threads.map((c) => ({
      id: c.id,
      isGroup: c.isGroup,
      title: c.title,
      joinedAt: c.joinedAt.toISOString(),
      lastReadAt: c.lastReadAt?.toISOString() ?? null,
    })),
    messages: (await db.select().from(messages).where(eq(messages.senderId, userId))).map((m) => ({
      conversationId: m.conversationId,
      content: m.content,
      createdAt: m.createdAt.toISOString(),
    })),
    notifications: (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({
      type: n.type,
      content: n.content,
      link: n.link,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
    // The endpoint and its keys let anyone push to the device: only which service and when.
    pushSubscriptions: (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
      (p) => ({
        kind: p.kind,
        platform: p.platform,
        service: p.kind === 'web' ? hostOf(p.endpoint) : null,
        createdAt: p.createdAt.toISOString(),
      }),
    ),
  };
}

/**
 * Erases the account; sessions, settings and every owned row go with it (ON DELETE CASCADE),
 * then the resident's image files. Other residents' posts lose the resident's likes and comments
 * from their counters in the same transaction, so counters stay equal to rows.
 */
export async function deleteAccount(
  db: Db,
  pool: pg.Pool,
  uploads: UploadStore,
  userId: string,
  confirmEmail: string,
): Promise<void> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.email.toLowerCase() !== confirmEmail.trim().toLowerCase()) {
    throw new AppError('VALIDATION_ERROR', "L'adresse e-mail saisie ne correspond pas à votre compte.");
  }
  const files = await db
    .select({ fileName: uploadRows.fileName, thumbName: uploadRows.thumbName })
    .from(uploadRows)
    .where(eq(uploadRows.userId, userId));
  const reviewed = await db.transaction(async (tx) => {
    // Locked first: a like or comment of theirs in flight (its foreign key check shares this row's
    // lock) is counted below, and one starting now waits, then fails.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    // Their own posts go whole; on the others, their likes and comments leave the counters.
    await tx.execute(sql`update posts p set likes_count = greatest(p.likes_count - mine.n, 0)
      from (select post_id, count(*)::int as n from post_likes where user_id = ${userId} group by post_id) mine
      where p.id = mine.post_id and p.user_id <> ${userId}`);
    await tx.execute(sql`update posts p set comments_count = greatest(p.comments_count - mine.n, 0)
      from (select post_id, count(*)::int as n from comments where user_id = ${userId} group by post_id) mine
      where p.id = mine.post_id and p.user_id <> ${userId}`);
    // Memberships, follows and votes that go with them (cascade) leave their counters too.
    await tx.execute(sql`update groups g set members_count = greatest(g.members_count - 1, 0)
      from group_members m where m.group_id = g.id and m.user_id = ${userId}`);
    await tx.execute(sql`update business_pages p set followers_count = greatest(p.followers_count - 1, 0)
      from business_page_follows f where f.page_id = p.id and f.user_id = ${userId}`);
    await tx.execute(sql`update neighbour_reports r set followers_count = greatest(r.followers_count - 1, 0)
      from neighbour_report_follows f where f.report_id = r.id and f.user_id = ${userId}`);
    await tx.execute(sql`update suggestions s set votes_count = greatest(s.votes_count - 1, 0)
      from suggestion_votes v where v.suggestion_id = s.id and v.user_id = ${userId}`);
    await tx.execute(sql`update events e set attendees_count = greatest(e.attendees_count - 1, 0)
      from event_participants p where p.event_id = e.id and p.user_id = ${userId} and e.organizer_id <> ${userId}`);
    await tx.execute(sql`update neighbour_reports r set comments_count = greatest(r.comments_count - mine.n, 0)
      from (select subject_id, count(*)::int as n from civic_comments
            where user_id = ${userId} and subject_type = 'neighbour_report' group by subject_id) mine
      where r.id = mine.subject_id`);
    await tx.execute(sql`update suggestions s set comments_count = greatest(s.comments_count - mine.n, 0)
      from (select subject_id, count(*)::int as n from civic_comments
            where user_id = ${userId} and subject_type = 'suggestion' group by subject_id) mine
      where s.id = mine.subject_id`);
    // Marketplace (issue 19): their views and contacts leave the counters of others' listings.
    await tx.execute(sql`update marketplace_listings l set views_count = greatest(l.views_count - 1, 0)
      from marketplace_listing_views v where v.listing_id = l.id and v.viewer_id = ${userId}`);
    await tx.execute(sql`update marketplace_listings l set messages_count = greatest(l.messages_count - 1, 0)
      from marketplace_contacts c where c.listing_id = l.id and c.buyer_id = ${userId}`);
    // Their reports and ideas stay, anonymous; a photo of theirs leaves with its files.
    await tx.execute(sql`update neighbour_reports set image_url = null, image_upload_id = null
      where image_upload_id in (select id from uploads where user_id = ${userId})`);
    const reviewed = await tx
      .select({ businessId: reviews.businessId, businessPageId: reviews.businessPageId })
      .from(reviews)
      .where(eq(reviews.userId, userId));
    // Their messages go with them (cascade); a conversation no one else is left in goes too. The
    // others keep their threads, closed (docs/decisions.md, issue 16).
    await tx.execute(sql`delete from conversations c
      where c.id in (select conversation_id from conversation_participants where user_id = ${userId})
        and not exists (select 1 from conversation_participants o where o.conversation_id = c.id and o.user_id <> ${userId})`);
    await tx.delete(user).where(eq(user.id, userId));
    return reviewed;
  });
  // The businesses and pages they reviewed: ratings equal to the reviews left, each written under
  // its target's lock as every review write does.
  for (const r of reviewed) {
    const target = r.businessId
      ? { kind: 'business' as const, id: r.businessId }
      : { kind: 'businessPage' as const, id: r.businessPageId! };
    await inTransaction(pool, async (client) => {
      await client.query(`select 1 from ${REVIEW_TARGETS[target.kind].table} where id = $1 for update`, [target.id]);
      await recomputeRating(client, target);
    });
  }
  await uploads.removeFiles(files.flatMap((f) => [f.fileName, f.thumbName]));
}
