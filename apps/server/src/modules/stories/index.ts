import { StoriesResponse } from '@portmarin/shared';
import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { jsonAnswer } from '../../lib/json-answer.ts';
import { storiesRoutes } from './stories.routes.ts';
import { FEED_TOPIC } from '../posts/index.ts';
import { resultsChanged } from '../../plugins/shared-results.ts';
import { seedStories } from './stories.seed.ts';
import { listStories, STORIES_TOPIC } from './stories.service.ts';

/** Photo stories, live for a day, and who saw them. */
export const storiesModule: AppModule = {
  name: 'stories',
  routes: [{ plugin: storiesRoutes }],
  seed: seedStories,
  // Its seed's authors: demo and showcase residents.
  after: ['profiles'],
  uploadKinds: ['story'],
  images: [
    { column: 'stories.upload_id', holds: 'upload id' },
    { column: 'stories.image_url', pathOf: 'stories.upload_id' },
  ],
  hides: [{ kind: 'story', table: 'stories', owner: (alias, viewer) => `${alias}.user_id = ${viewer}` }],
  reports: [
    {
      type: 'story',
      hiddenKind: 'story',
      afterModeration: async () => (pool) => resultsChanged(pool, [STORIES_TOPIC]),
      describe: `select s.id::text as id, s.user_id as author_id, null as excerpt, s.image_url, 'Story' as place,
          '/profile/' || coalesce(u.username, u.id) as link, s.hidden_at is not null as hidden,
          s.hidden_at is null as readable
        from stories s join "user" u on u.id = s.user_id
        where s.id = any($1::uuid[])`,
    },
  ],
  account: {
    export: [
      // How many residents saw each story; who they are is theirs.
      exportRows('stories', {
        table: 'stories s',
        owner: 's.user_id',
        columns:
          'id, image_url, created_at, expires_at, (select count(*) from story_views v where v.story_id = s.id)::int as views',
      }),
      exportRows('storyViews', { table: 'story_views', owner: 'viewer_id', columns: 'story_id, viewed_at' }),
    ],
    residentColumns: [
      { column: 'stories.user_id', onErase: 'cascade', exportedIn: 'stories' },
      { column: 'story_views.viewer_id', onErase: 'cascade', exportedIn: 'storyViews' },
    ],
  },
  // Authors' names, photos, visibility and erasure change the feed's topic too.
  firstScreen: [
    {
      key: 'stories',
      url: '/api/stories',
      topics: [STORIES_TOPIC, FEED_TOPIC],
      read: async (app, reader) => jsonAnswer(StoriesResponse, await listStories(app.pool, app.visibility, reader)),
    },
  ],
};

export { stories } from './stories.schema.ts';
