import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { gamesRoutes } from './games.routes.ts';
import { seedGames } from './games.seed.ts';

/** The games hub: catalogue, play counts, scores, weekly leaderboards. */
export const gamesModule: AppModule = {
  name: 'games',
  routes: [{ plugin: gamesRoutes }],
  seed: seedGames,
  images: [{ column: 'games.thumbnail_url', notAnUpload: 'no route writes it: the catalogue has no pictures' }],
  account: {
    // Every score the resident sent (the catalogue's play counts are anonymous).
    export: [
      exportRows('gameScores', {
        table: 'game_scores',
        owner: 'user_id',
        columns: '(select g.slug from games g where g.id = game_id) as game, score, created_at',
      }),
    ],
    residentColumns: [
      { column: 'game_scores.user_id', onErase: 'cascade', exportedIn: 'gameScores' },
      // A play is the server's timer for a score, deleted within a day: the score is what is theirs.
      { column: 'game_plays.user_id', onErase: 'cascade', withheld: 'a timer of the server, kept one day' },
    ],
  },
};
