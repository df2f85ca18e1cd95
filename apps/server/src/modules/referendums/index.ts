import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { referendumsRoutes } from './referendums.routes.ts';
import { seedReferendums } from './referendums.seed.ts';
import { referendumsSearch } from './referendums.search.ts';

/** The town's referendums: one vote each, receipts, results. */
export const referendumsModule: AppModule = {
  name: 'referendums',
  search: [referendumsSearch],
  routes: [{ plugin: referendumsRoutes }],
  seed: seedReferendums,
  // Its seed's voters: demo and showcase residents.
  after: ['profiles'],
  notifications: {
    // A moderator's answer to the resident who proposed a referendum.
    referendum_proposal_published: { switch: null, text: () => 'Votre proposition de référendum est publiée' },
    referendum_proposal_declined: { switch: null, text: () => 'Votre proposition de référendum n’a pas été retenue' },
  },
  account: {
    export: [
      // Which referendums the resident voted in; the choice only where the vote was not anonymous.
      exportRows('referendumsVoted', {
        table: 'referendum_voters',
        owner: 'user_id',
        columns: 'referendum_id, created_at',
      }),
      exportRows('referendumProposals', {
        table: 'referendum_proposals',
        owner: 'proposed_by',
        columns: 'title, question, description, category, ends_at, status, decline_reason, referendum_id, created_at',
      }),
      exportRows('referendumBallots', {
        table: 'referendum_ballots',
        owner: 'user_id',
        columns: 'referendum_id, choice',
      }),
    ],
    residentColumns: [
      { column: 'referendum_voters.user_id', onErase: 'cascade', exportedIn: 'referendumsVoted' },
      // The ballot stays in the count, anonymous.
      { column: 'referendum_ballots.user_id', onErase: 'set null', exportedIn: 'referendumBallots' },
      { column: 'referendums.created_by', onErase: 'set null', withheld: 'who acted for the town: a staff identity' },
      // A published proposal stays, its proposer forgotten.
      { column: 'referendum_proposals.proposed_by', onErase: 'set null', exportedIn: 'referendumProposals' },
      {
        column: 'referendum_proposals.decided_by',
        onErase: 'set null',
        withheld: 'who acted for the town: a staff identity',
      },
    ],
  },
};
