import type { AppModule } from '../../lib/app-module.ts';
import { authRoutes } from './auth.routes.ts';
import { seedUsers } from './auth.seed.ts';

/** Sign-up, sign-in, e-mail verification and password reset (better-auth behind the app's routes). */
export const authModule: AppModule = {
  name: 'auth',
  routes: [{ plugin: authRoutes }],
  // The demo residents every other seed step writes as.
  seed: seedUsers,
};

export { DEMO_USERS, seedUsers, TOWN_HALL_ACCOUNT } from './auth.seed.ts';
