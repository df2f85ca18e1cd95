import type { AppModule } from '../lib/app-module.ts';
import { orderModules } from '../lib/module-order.ts';
import * as listed from './index.ts';

/**
 * Every module of the server, in order: the order their seed steps run (a step may use what an
 * earlier one seeded: the demo residents first, the saved items after the posts, events and listings
 * they bookmark) and their routes are registered. Each module names the modules it comes after.
 */
export const MODULES: readonly AppModule[] = orderModules(Object.values(listed));
