import type { AppModule } from '../../lib/app-module.ts';
import { seaRoutes } from './sea.routes.ts';
import { seedSea } from './sea.seed.ts';

const STAFF = 'who acted for the town: a staff identity';

/** « La mer »: marine data, the beaches' flags and water notices set by admins. */
export const seaModule: AppModule = {
  name: 'sea',
  routes: [{ plugin: seaRoutes }],
  seed: seedSea,
  account: {
    residentColumns: [
      { column: 'beach_flags.set_by', onErase: 'set null', withheld: STAFF },
      { column: 'beach_water_notices.author', onErase: 'set null', withheld: STAFF },
    ],
  },
};
