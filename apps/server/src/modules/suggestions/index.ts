import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { suggestionsRoutes } from './suggestions.routes.ts';
import { seedSuggestions } from './suggestions.seed.ts';
import { suggestionsSearch } from './suggestions.search.ts';

/** The idea box (« boîte à idées »): residents' ideas, votes, and the town's answers. */
export const suggestionsModule: AppModule = {
  name: 'suggestions',
  search: [suggestionsSearch],
  routes: [{ plugin: suggestionsRoutes }],
  seed: seedSuggestions,
  // Its seed's authors and voters: demo and showcase residents.
  after: ['profiles'],
  notifications: {
    // The author of an idea hears of its new status (a moderator's answer to them).
    suggestion_status: { switch: null, text: () => 'Votre suggestion a changé de statut' },
  },
  account: {
    export: [
      exportRows('ideas', {
        table: 'suggestions',
        owner: 'user_id',
        columns: 'id, title, description, category, status, created_at',
      }),
      exportRows('ideaVotes', { table: 'suggestion_votes', owner: 'user_id', columns: 'suggestion_id, created_at' }),
    ],
    residentColumns: [
      // Their ideas stay, anonymous.
      { column: 'suggestions.user_id', onErase: 'set null', exportedIn: 'ideas' },
      { column: 'suggestion_votes.user_id', onErase: 'cascade', exportedIn: 'ideaVotes' },
    ],
    // Their votes and comments go with them (cascade), and leave the ideas' counters.
    async beforeErasure(sql, userId) {
      await sql.query(
        `update suggestions s set votes_count = greatest(s.votes_count - 1, 0)
         from suggestion_votes v where v.suggestion_id = s.id and v.user_id = $1`,
        [userId],
      );
      await sql.query(
        `update suggestions s set comments_count = greatest(s.comments_count - mine.n, 0)
         from (select subject_id, count(*)::int as n from civic_comments
               where user_id = $1 and subject_type = 'suggestion' group by subject_id) mine
         where s.id = mine.subject_id`,
        [userId],
      );
    },
  },
};
