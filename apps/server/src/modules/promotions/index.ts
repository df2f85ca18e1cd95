import { PromotionsResponse } from '@portmarin/shared';
import type { AppModule } from '../../lib/app-module.ts';
import { jsonAnswer } from '../../lib/json-answer.ts';
import { BUSINESSES_TOPIC } from '../businesses/index.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { listPromotions, PROMOTIONS_TOPIC } from './promotions.service.ts';
import { seedPromotions } from './promotions.seed.ts';

/** The first card's photo (the 'À LA UNE' restaurant), preloaded while the scripts load. */
function leadImage(body: string): string | null {
  const first = (JSON.parse(body) as { promotions: Array<{ content?: { image?: unknown } }> }).promotions[0];
  const image = first?.content?.image;
  return typeof image === 'string' && image.startsWith('/') ? image : null;
}

/** The town's cards above the feed, managed by admins. */
export const promotionsModule: AppModule = {
  name: 'promotions',
  routes: [{ plugin: promotionsRoutes }],
  seed: seedPromotions,
  // Its seed's authors: the demo residents.
  after: ['auth'],
  uploadKinds: ['promotion'],
  images: [{ column: 'promotions.content', holds: 'upload paths in json' }],
  account: {
    residentColumns: [
      { column: 'promotions.updated_by', onErase: 'set null', withheld: 'who acted for the town: a staff identity' },
    ],
  },
  // A sponsored card shows its business's rating, and not at all once the business is hidden.
  firstScreen: [
    {
      key: 'promotions',
      url: '/api/promotions',
      topics: [PROMOTIONS_TOPIC, BUSINESSES_TOPIC],
      read: async (app) =>
        jsonAnswer(PromotionsResponse, { promotions: await listPromotions(app.pool, { includeHidden: false }) }),
      // The same cards for everyone.
      asVisitor: () => true,
      leadImage,
    },
  ],
};

export { promotions } from './promotions.schema.ts';
export { samplePromotions } from './promotions.seed.ts';
