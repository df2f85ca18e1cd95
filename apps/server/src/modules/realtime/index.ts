import type { AppModule } from '../../lib/app-module.ts';
import { realtimeRoutes } from './realtime.routes.ts';

/** The WebSocket endpoint /api/realtime (the hub itself is `app.realtime`). */
export const realtimeModule: AppModule = {
  name: 'realtime',
  routes: [{ plugin: realtimeRoutes }],
  account: {
    residentColumns: [
      { column: 'realtime_sockets.user_id', onErase: 'cascade', withheld: 'live connections, gone within a minute' },
    ],
  },
};
