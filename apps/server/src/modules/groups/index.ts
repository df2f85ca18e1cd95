import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { groupsRoutes } from './groups.routes.ts';
import { groupsChanged } from './groups.service.ts';
import { seedGroups } from './groups.seed.ts';
import { groupsSearch } from './groups.search.ts';

/** Residents' groups: members, admins, private groups' join requests. */
export const groupsModule: AppModule = {
  name: 'groups',
  search: [groupsSearch],
  routes: [{ plugin: groupsRoutes }],
  seed: seedGroups,
  // Its seed's members; the posts' seed skips once a demo resident has a post.
  after: ['profiles', 'posts'],
  // The group's picture, set by its admins (issue 28).
  uploadKinds: ['avatar'],
  images: [{ column: 'groups.avatar_url', holds: 'upload path' }],
  hides: [
    {
      kind: 'group',
      table: 'groups',
      // A hidden group stays readable by its admins.
      owner: (alias, viewer) =>
        `exists(select 1 from group_members ga where ga.group_id = ${alias}.id and ga.user_id = ${viewer} and ga.role = 'admin')`,
    },
  ],
  reports: [
    {
      type: 'group',
      hiddenKind: 'group',
      describe: `select g.id::text as id, g.created_by as author_id,
          concat_ws(' — ', g.name, left(g.description, ${REPORT_EXCERPT})) as excerpt, g.avatar_url as image_url,
          'Groupes' as place, '/groups/' || g.id as link, g.hidden_at is not null as hidden,
          g.hidden_at is null as readable
        from groups g
        where g.id = any($1::uuid[])`,
      // Hidden or restored: the visitors' first pages of Découvrir change on every instance once committed.
      afterModeration: async () => (pool) => groupsChanged(pool),
    },
  ],
  notifications: {
    // Asking again after withdrawing a request does not notify the admins twice.
    group_request: {
      switch: 'friends',
      text: (actor) => `${actor} demande à rejoindre votre groupe`,
      oncePer: 'link = $5::text',
    },
    group_accepted: {
      switch: 'friends',
      text: (actor) => `${actor} a accepté votre demande : vous êtes membre du groupe`,
    },
  },
  account: {
    export: [
      exportRows('groupsCreated', {
        table: 'groups',
        owner: 'created_by',
        columns: 'id, name, description, category, is_private, created_at',
      }),
      exportRows('groupMemberships', {
        table: 'group_members',
        owner: 'user_id',
        columns: 'group_id, role, created_at',
      }),
      exportRows('groupJoinRequests', {
        table: 'group_join_requests',
        owner: 'user_id',
        columns: 'group_id, created_at',
      }),
    ],
    residentColumns: [
      { column: 'groups.created_by', onErase: 'set null', exportedIn: 'groupsCreated' },
      { column: 'group_members.user_id', onErase: 'cascade', exportedIn: 'groupMemberships' },
      { column: 'group_join_requests.user_id', onErase: 'cascade', exportedIn: 'groupJoinRequests' },
    ],
    // Their memberships go with them (cascade), and leave the groups' counters.
    async beforeErasure(sql, userId) {
      await sql.query(
        `update groups g set members_count = greatest(g.members_count - 1, 0)
         from group_members m where m.group_id = g.id and m.user_id = $1`,
        [userId],
      );
      // Their groups' counts moved: Découvrir's kept first pages go once the erasure is committed.
      return (app) => groupsChanged(app.pool);
    },
  },
};

export { requireReadable as requireReadableGroup } from './groups.service.ts';
