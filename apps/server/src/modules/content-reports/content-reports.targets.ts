import type { ReportTargetType } from '@portmarin/shared';
import type { Sql } from '../../db/sql.ts';

/**
 * What the content-reports module knows of each kind of content: its table (for hidden_at), and one
 * query describing a set of them: the author, a text excerpt, an image, where it lives, the app path
 * that shows it, whether it is hidden, and whether a given resident ($2) may read it. Table and
 * column names are constants, never input.
 */
type TargetKind = { table: string; describe: string };

const EXCERPT = 280;

/** A private group's posts are read by its members only; a hidden post by nobody but its author. */
const postReadable = (p: string) => `(${p}.hidden_at is null and (${p}.group_id is null
  or exists(select 1 from groups rg where rg.id = ${p}.group_id and not rg.is_private)
  or exists(select 1 from group_members rm where rm.group_id = ${p}.group_id and rm.user_id = $2)))`;

const postPlace = `case when g.id is not null then 'Groupe « ' || g.name || ' »'
  when bp.id is not null then 'Page « ' || bp.name || ' »' else 'Fil d''actualité' end`;

export const TARGETS: Record<ReportTargetType, TargetKind> = {
  post: {
    table: 'posts',
    describe: `select p.id::text as id, p.user_id as author_id, nullif(left(p.content, ${EXCERPT}), '') as excerpt,
        coalesce(p.thumbnail_url, p.image_url) as image_url, ${postPlace} as place,
        '/post/' || p.id as link, p.hidden_at is not null as hidden, ${postReadable('p')} as readable
      from posts p left join groups g on g.id = p.group_id left join business_pages bp on bp.id = p.business_page_id
      where p.id = any($1::uuid[])`,
  },
  comment: {
    table: 'comments',
    describe: `select c.id::text as id, c.user_id as author_id, left(c.content, ${EXCERPT}) as excerpt,
        null as image_url, 'Commentaire · ' || ${postPlace} as place,
        '/post/' || p.id as link, c.hidden_at is not null as hidden,
        (c.hidden_at is null and ${postReadable('p')}) as readable
      from comments c join posts p on p.id = c.post_id
        left join groups g on g.id = p.group_id left join business_pages bp on bp.id = p.business_page_id
      where c.id = any($1::uuid[])`,
  },
  message: {
    table: 'messages',
    describe: `select m.id::text as id, m.sender_id as author_id, left(m.content, ${EXCERPT}) as excerpt,
        null as image_url,
        case when cv.is_group then 'Conversation « ' || coalesce(cv.title, 'de groupe') || ' »'
          else 'Conversation privée' end as place,
        '/conversation/' || m.conversation_id as link, m.hidden_at is not null as hidden,
        (m.hidden_at is null and exists(select 1 from conversation_participants cp
          where cp.conversation_id = m.conversation_id and cp.user_id = $2)) as readable
      from messages m join conversations cv on cv.id = m.conversation_id
      where m.id = any($1::uuid[])`,
  },
  story: {
    table: 'stories',
    describe: `select s.id::text as id, s.user_id as author_id, null as excerpt, s.image_url, 'Story' as place,
        '/profile/' || coalesce(u.username, u.id) as link, s.hidden_at is not null as hidden,
        s.hidden_at is null as readable
      from stories s join "user" u on u.id = s.user_id
      where s.id = any($1::uuid[])`,
  },
  profile: {
    table: '"user"',
    describe: `select u.id, u.id as author_id, nullif(concat_ws(' — ', u.name, left(u.bio, ${EXCERPT})), '') as excerpt,
        u.image as image_url, 'Profil' as place, '/profile/' || coalesce(u.username, u.id) as link,
        u.hidden_at is not null as hidden, u.hidden_at is null as readable
      from "user" u
      where u.id = any($1::text[])`,
  },
  group: {
    table: 'groups',
    describe: `select g.id::text as id, g.created_by as author_id,
        concat_ws(' — ', g.name, left(g.description, ${EXCERPT})) as excerpt, g.avatar_url as image_url,
        'Groupes' as place, '/groups/' || g.id as link, g.hidden_at is not null as hidden,
        g.hidden_at is null as readable
      from groups g
      where g.id = any($1::uuid[])`,
  },
  business_page: {
    table: 'business_pages',
    describe: `select bp.id::text as id, bp.created_by as author_id,
        concat_ws(' — ', bp.name, left(bp.description, ${EXCERPT})) as excerpt, bp.cover_url as image_url,
        'Pages professionnelles' as place, '/business/' || bp.id as link, bp.hidden_at is not null as hidden,
        bp.hidden_at is null as readable
      from business_pages bp
      where bp.id = any($1::uuid[])`,
  },
  business: {
    table: 'businesses',
    describe: `select b.id::text as id, b.created_by as author_id,
        concat_ws(' — ', b.business_name, left(b.description, ${EXCERPT})) as excerpt, b.logo_url as image_url,
        'Annuaire local' as place, '/entreprises?q=' || b.business_name as link, b.hidden_at is not null as hidden,
        b.hidden_at is null as readable
      from businesses b
      where b.id = any($1::uuid[])`,
  },
  review: {
    table: 'reviews',
    describe: `select r.id::text as id, r.user_id as author_id,
        concat_ws(' — ', r.rating || '/5', left(r.content, ${EXCERPT})) as excerpt, null as image_url,
        'Avis sur « ' || coalesce(b.business_name, bp.name) || ' »' as place,
        case when bp.id is not null then '/business/' || bp.id else '/entreprises?q=' || b.business_name end as link,
        r.hidden_at is not null as hidden,
        (r.hidden_at is null and coalesce(b.hidden_at, bp.hidden_at) is null) as readable
      from reviews r left join businesses b on b.id = r.business_id
        left join business_pages bp on bp.id = r.business_page_id
      where r.id = any($1::uuid[])`,
  },
  event: {
    table: 'events',
    describe: `select e.id::text as id, e.organizer_id as author_id,
        concat_ws(' — ', e.title, left(e.description, ${EXCERPT})) as excerpt, e.image_url,
        'Événements' as place, '/event/' || e.id as link, e.hidden_at is not null as hidden,
        e.hidden_at is null as readable
      from events e
      where e.id = any($1::uuid[])`,
  },
  listing: {
    table: 'marketplace_listings',
    describe: `select l.id::text as id, l.seller_id as author_id,
        concat_ws(' — ', l.title, left(l.description, ${EXCERPT})) as excerpt,
        (select '/uploads/' || up.thumb_name from marketplace_listing_photos ph join uploads up on up.id = ph.upload_id
          where ph.listing_id = l.id order by ph.position limit 1) as image_url,
        'Marketplace' as place, '/marketplace/' || l.id as link, l.hidden_at is not null as hidden,
        l.hidden_at is null as readable
      from marketplace_listings l
      where l.id = any($1::uuid[])`,
  },
};

export type TargetRow = {
  id: string;
  author_id: string | null;
  excerpt: string | null;
  image_url: string | null;
  place: string;
  link: string | null;
  hidden: boolean;
  readable: boolean;
};

/** The directory is searched by name: the query string is encoded here, not in SQL. */
function encodeLink(link: string | null): string | null {
  if (!link) return null;
  const q = link.indexOf('?q=');
  return q < 0 ? link : `${link.slice(0, q)}?q=${encodeURIComponent(link.slice(q + 3))}`;
}

/** The contents of one kind, by id; `viewerId` is whose `readable` is computed. */
export async function describeTargets(
  sql: Sql,
  type: ReportTargetType,
  ids: string[],
  viewerId: string | null,
): Promise<Map<string, TargetRow>> {
  if (ids.length === 0) return new Map();
  const { describe } = TARGETS[type];
  // Kinds readable by every resident have no $2, which PostgreSQL could not type.
  const { rows } = await sql.query<TargetRow>(describe, describe.includes('$2') ? [ids, viewerId] : [ids]);
  return new Map(rows.map((row) => [row.id, { ...row, link: encodeLink(row.link) }]));
}
