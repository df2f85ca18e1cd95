import type { Sql } from '../../db/sql.ts';

/** One part of the export: the rows of `table` whose `owner` column is the resident. */
type Section = { name: string; table: string; owner: string; columns: string };

/** What the resident did in the community, civic and town-life features, for their data export. */
export const COMMUNITY_SECTIONS: Section[] = [
  {
    name: 'groupsCreated',
    table: 'groups',
    owner: 'created_by',
    columns: 'id, name, description, category, is_private, created_at',
  },
  { name: 'groupMemberships', table: 'group_members', owner: 'user_id', columns: 'group_id, role, created_at' },
  { name: 'groupJoinRequests', table: 'group_join_requests', owner: 'user_id', columns: 'group_id, created_at' },
  {
    name: 'businessPages',
    table: 'business_pages',
    owner: 'created_by',
    columns: 'id, name, description, category, contact_email, contact_phone, website_url, address, created_at',
  },
  { name: 'businessPagesFollowed', table: 'business_page_follows', owner: 'user_id', columns: 'page_id, created_at' },
  {
    name: 'directoryEntries',
    table: 'businesses',
    owner: 'created_by',
    columns: 'id, business_name, owner_name, category, description, phone, email, address, website_url, created_at',
  },
  {
    name: 'reviews',
    table: 'reviews',
    owner: 'user_id',
    columns: 'id, business_id, business_page_id, rating, content, created_at',
  },
  {
    name: 'associationsManaged',
    table: 'association_managers',
    owner: 'user_id',
    columns: 'association_id, created_at',
  },
  // Which referendums the resident voted in; the choice only where the vote was not anonymous.
  { name: 'referendumsVoted', table: 'referendum_voters', owner: 'user_id', columns: 'referendum_id, created_at' },
  { name: 'referendumBallots', table: 'referendum_ballots', owner: 'user_id', columns: 'referendum_id, choice' },
  {
    name: 'neighbourReports',
    table: 'neighbour_reports',
    owner: 'user_id',
    columns: 'id, type, title, content, location_text, latitude, longitude, image_url, status, created_at',
  },
  {
    name: 'neighbourReportsFollowed',
    table: 'neighbour_report_follows',
    owner: 'user_id',
    columns: 'report_id, created_at',
  },
  {
    name: 'ideas',
    table: 'suggestions',
    owner: 'user_id',
    columns: 'id, title, description, category, status, created_at',
  },
  { name: 'ideaVotes', table: 'suggestion_votes', owner: 'user_id', columns: 'suggestion_id, created_at' },
  {
    name: 'civicComments',
    table: 'civic_comments',
    owner: 'user_id',
    columns: 'id, subject_type, subject_id, content, created_at',
  },
  {
    name: 'contentReports',
    table: 'content_reports',
    owner: 'reporter_id',
    columns: 'id, target_type, target_id, reason, details, status, created_at',
  },
  {
    name: 'moderationRequests',
    table: 'moderation_requests',
    owner: 'user_id',
    columns: 'id, recipient, message, status, answer, answered_at, created_at',
  },
  { name: 'sanctions', table: 'user_sanctions', owner: 'user_id', columns: 'kind, reason, ends_at, created_at' },
  {
    name: 'eventsOrganised',
    table: 'events',
    owner: 'organizer_id',
    columns:
      'id, title, description, starts_at, location, category, capacity, for_meeting_people, cancelled_at, created_at',
  },
  { name: 'eventParticipations', table: 'event_participants', owner: 'user_id', columns: 'event_id, created_at' },
  // The feed's address is a secret: only that one exists, and since when.
  { name: 'calendarFeed', table: 'calendar_feeds', owner: 'user_id', columns: 'created_at' },
  {
    name: 'adRequests',
    table: 'ad_requests',
    owner: 'requested_by',
    columns:
      'id, page_id, kind, objective, daily_budget_cents, duration_days, geo_target, boost_offer, post_id, auto_boost, badge, message, total_cents, status, decision_note, decided_at, created_at',
  },
  {
    name: 'savedItems',
    table: 'saved_items',
    owner: 'user_id',
    columns: 'post_id, event_id, listing_id, business_page_id, created_at',
  },
  // Marketplace: what the resident sells, bought, asked sellers about and opened.
  {
    name: 'marketplaceListings',
    table: 'marketplace_listings',
    owner: 'seller_id',
    columns:
      'id, title, description, price_cents, price_period, category, real_estate_type, surface_m2, rooms, condition, location, status, buyer_id, sold_at, views_count, messages_count, created_at',
  },
  {
    name: 'marketplacePurchases',
    table: 'marketplace_listings',
    owner: 'buyer_id',
    columns: 'id, title, price_cents, price_period, seller_id, sold_at',
  },
  { name: 'marketplaceContacts', table: 'marketplace_contacts', owner: 'buyer_id', columns: 'listing_id, created_at' },
  { name: 'marketplaceViews', table: 'marketplace_listing_views', owner: 'viewer_id', columns: 'listing_id' },
  // Friends: stored once per pair, so both columns are read as « my friend ».
  {
    name: 'friends',
    table: `(select user_low as user_id, user_high as friend_id, created_at from friendships
             union all select user_high, user_low, created_at from friendships) f`,
    owner: 'user_id',
    columns: 'friend_id, created_at',
  },
  { name: 'friendRequestsSent', table: 'friend_requests', owner: 'sender_id', columns: 'recipient_id, created_at' },
  {
    name: 'friendRequestsReceived',
    table: 'friend_requests',
    owner: 'recipient_id',
    columns: 'sender_id, created_at',
  },
  // Dating: the birth date given at the age gate, the opt-in profile, the profiles hidden.
  {
    name: 'datingAgeVerification',
    table: '"user"',
    owner: 'id',
    columns: "to_char(birth_date, 'YYYY-MM-DD') as birth_date, dating_verified_at",
  },
  {
    name: 'datingProfile',
    table: 'dating_profiles',
    owner: 'user_id',
    columns: 'bio, interests, type, romantic, neighbourhood, latitude, longitude, created_at, updated_at',
  },
  {
    name: 'datingHiddenProfiles',
    table: 'dating_hidden_profiles',
    owner: 'user_id',
    columns: 'hidden_user_id, created_at',
  },
  // Games: every score the resident sent (the catalogue's play counts are anonymous).
  {
    name: 'gameScores',
    table: 'game_scores',
    owner: 'user_id',
    columns: '(select g.slug from games g where g.id = game_id) as game, score, created_at',
  },
];

/**
 * Columns pointing at a resident that the export leaves out: what the account export writes
 * itself, staff identities, and rows about the resident that belong to someone else.
 */
export const EXPORTED_ELSEWHERE_OR_WITHHELD = new Set([
  // Written by exportAccount itself.
  'session.user_id',
  'account.user_id',
  'user_settings.user_id',
  'posts.user_id',
  'comments.user_id',
  'post_likes.user_id',
  'follows.follower_id',
  'follows.following_id',
  'stories.user_id',
  'story_views.viewer_id',
  'uploads.user_id',
  'conversation_participants.user_id',
  'messages.sender_id',
  'notifications.user_id',
  'push_subscriptions.user_id',
  // Both sides of a friendship are exported as 'friends' (a union of the two columns).
  'friendships.user_low',
  'friendships.user_high',
  // The conversations the resident is in are exported through conversation_participants.
  'conversations.created_by',
  // Live connections, gone within a minute.
  'realtime_sockets.user_id',
  // Who acted for the town: staff identities, not the resident's data.
  'promotions.updated_by',
  'referendums.created_by',
  'neighbour_report_updates.changed_by',
  'content_reports.resolved_by',
  'moderation_requests.answered_by',
  'user_sanctions.moderator_id',
  'moderation_log.moderator_id',
  'ad_requests.decided_by',
  'sponsors.updated_by',
  'beach_flags.set_by',
  'beach_water_notices.author',
  // About the resident but someone else's: another's notification, who reported them (their sanctions are exported).
  'notifications.actor_id',
  'dating_hidden_profiles.hidden_user_id',
  'content_reports.target_user_id',
  'moderation_log.target_user_id',
]);

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export async function exportCommunity(sql: Sql, userId: string): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const s of COMMUNITY_SECTIONS) {
    // Names come from the constant above, never from a request.
    const { rows } = await sql.query<Record<string, unknown>>(
      `select ${s.columns} from ${s.table} where ${s.owner} = $1`,
      [userId],
    );
    result[s.name] = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [camelCase(k), v])));
  }
  return result;
}
