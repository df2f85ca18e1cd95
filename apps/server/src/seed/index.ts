import type { FastifyInstance } from 'fastify';
import { seedAssistant } from './assistant.ts';
import { seedAssociations } from './associations.ts';
import { seedBusinessPages } from './business-pages.ts';
import { seedBusinesses } from './businesses.ts';
import { seedDating } from './dating.ts';
import { seedEvents } from './events.ts';
import { seedFriends } from './friends.ts';
import { seedGames } from './games.ts';
import { seedGroups } from './groups.ts';
import { seedMarketplace } from './marketplace.ts';
import { seedMessages } from './messages.ts';
import { seedMunicipalServices } from './municipal-services.ts';
import { seedNeighbourReports } from './neighbour-reports.ts';
import { seedPosts } from './posts.ts';
import { seedPromotions } from './promotions.ts';
import { seedReferendums } from './referendums.ts';
import { seedSaved } from './saved.ts';
import { seedSea } from './sea.ts';
import { seedShowcaseProfiles } from './showcase-profiles.ts';
import { seedStories } from './stories.ts';
import { seedSuggestions } from './suggestions.ts';
import { seedSponsors } from './sponsors.ts';
import { seedUsers } from './users.ts';

/** Seed steps in order; each is idempotent (it skips what is already there). */
const STEPS: Array<[string, (app: FastifyInstance) => Promise<void>]> = [
  ['users', seedUsers],
  ['showcase-profiles', seedShowcaseProfiles],
  ['posts', seedPosts],
  ['stories', seedStories],
  ['promotions', seedPromotions],
  ['groups', seedGroups],
  ['municipal-services', seedMunicipalServices],
  ['associations', seedAssociations],
  ['business-pages', seedBusinessPages],
  ['businesses', seedBusinesses],
  ['messages', seedMessages],
  ['referendums', seedReferendums],
  ['neighbour-reports', seedNeighbourReports],
  ['suggestions', seedSuggestions],
  ['friends', seedFriends],
  ['marketplace', seedMarketplace],
  ['dating', seedDating],
  ['sponsors', seedSponsors],
  ['events', seedEvents],
  ['saved', seedSaved],
  ['games', seedGames],
  ['sea', seedSea],
  ['assistant', seedAssistant],
];

export async function runSeed(app: FastifyInstance): Promise<void> {
  const client = await app.pool.connect();
  try {
    // One instance seeds at a time when several start together.
    await client.query('select pg_advisory_lock(7254002)');
    for (const [name, step] of STEPS) {
      await step(app);
      app.log.info({ step: name }, 'seed step done');
    }
  } finally {
    await client.query('select pg_advisory_unlock(7254002)').catch(() => {});
    client.release();
  }
}
