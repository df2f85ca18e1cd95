import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/sql.ts';
import type { RealtimePublisher } from '../../plugins/realtime.ts';

/** Where a post was written: a group, a business page, or neither (the feed). */
type Place = { groupId?: string | undefined; businessPageId?: string | undefined };

/**
 * Who has a place's posts on screen to refresh: a group's members (a private group's posts never
 * reach anyone else), a business page's followers and owner. A visitor of a public group or page
 * who follows neither sees the post at their next load.
 */
async function placeAudience(sql: Sql, place: Place): Promise<string[]> {
  if (place.groupId) {
    const { rows } = await sql.query<{ user_id: string }>('select user_id from group_members where group_id = $1', [
      place.groupId,
    ]);
    return rows.map((r) => r.user_id);
  }
  if (place.businessPageId) {
    const { rows } = await sql.query<{ user_id: string }>(
      `select user_id from business_page_follows where page_id = $1
       union select created_by from business_pages where id = $1`,
      [place.businessPageId],
    );
    return rows.map((r) => r.user_id);
  }
  return [];
}

/** A post written in a group or on a page goes live to that place's readers, as messages do. Never throws. */
export async function announcePlacePost(
  sql: Sql,
  realtime: RealtimePublisher,
  log: FastifyBaseLogger,
  postId: string,
  place: Place,
): Promise<void> {
  if (!place.groupId && !place.businessPageId) return;
  try {
    const audience = await placeAudience(sql, place);
    if (audience.length === 0) return;
    await realtime.publish(audience, {
      type: 'place.post',
      groupId: place.groupId ?? null,
      businessPageId: place.businessPageId ?? null,
      postId,
    });
  } catch (error) {
    log.error({ err: error }, 'place post not announced');
  }
}
