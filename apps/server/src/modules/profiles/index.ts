import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { profilesSocialRoutes } from './profiles-social.routes.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { seedShowcaseProfiles } from './profiles.seed.ts';
import { residentsSearch } from './profiles.search.ts';

/** Residents' pages, their pictures, follows and the featured profiles. */
export const profilesModule: AppModule = {
  name: 'profiles',
  search: [residentsSearch],
  routes: [{ plugin: profilesRoutes }, { plugin: profilesSocialRoutes }],
  seed: seedShowcaseProfiles,
  // Its seed's showcase residents follow the demo ones.
  after: ['auth'],
  uploadKinds: ['avatar', 'cover'],
  images: [
    { column: 'user.image', holds: 'upload path' },
    { column: 'user.cover_image', holds: 'upload path' },
  ],
  hides: [{ kind: 'profile', table: 'user', owner: (alias, viewer) => `${alias}.id = ${viewer}` }],
  reports: [
    {
      type: 'profile',
      hiddenKind: 'profile',
      describe: `select u.id, u.id as author_id, nullif(concat_ws(' — ', u.name, left(u.bio, ${REPORT_EXCERPT})), '') as excerpt,
          u.image as image_url, 'Profil' as place, '/profile/' || coalesce(u.username, u.id) as link,
          u.hidden_at is not null as hidden, u.hidden_at is null as readable
        from "user" u
        where u.id = any($1::text[])`,
    },
  ],
  notifications: {
    // A new follower; following again after an unfollow does not notify twice.
    friend: { switch: 'friends', text: (actor) => `${actor} vous suit désormais`, oncePer: 'true' },
  },
  account: {
    export: [
      {
        key: 'profile',
        async read(sql, userId) {
          const { rows } = await sql.query(
            `select bio, location, cover_image as "coverImage", verified from "user" where id = $1`,
            [userId],
          );
          return rows[0];
        },
      },
      exportRows('following', {
        table: 'follows',
        owner: 'follower_id',
        columns: 'following_id as user_id, created_at as since',
      }),
      exportRows('followers', {
        table: 'follows',
        owner: 'following_id',
        columns: 'follower_id as user_id, created_at as since',
      }),
    ],
    residentColumns: [
      { column: 'follows.follower_id', onErase: 'cascade', exportedIn: 'following' },
      { column: 'follows.following_id', onErase: 'cascade', exportedIn: 'followers' },
    ],
  },
};

export { follows } from './profiles.schema.ts';
export { SHOWCASE_PROFILES, seedShowcaseProfiles } from './profiles.seed.ts';
