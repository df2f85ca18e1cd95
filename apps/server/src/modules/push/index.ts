import type { AppModule } from '../../lib/app-module.ts';
import { pushRoutes } from './push.routes.ts';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The devices a resident receives push notifications on (the sending is `app.push`). */
export const pushModule: AppModule = {
  name: 'push',
  routes: [{ plugin: pushRoutes }],
  account: {
    export: [
      {
        // The endpoint and its keys let anyone push to the device: only which service and when.
        key: 'pushSubscriptions',
        async read(sql, userId) {
          const { rows } = await sql.query<{
            kind: string;
            platform: string | null;
            endpoint: string;
            created_at: Date;
          }>('select kind, platform, endpoint, created_at from push_subscriptions where user_id = $1', [userId]);
          return rows.map((p) => ({
            kind: p.kind,
            platform: p.platform,
            service: p.kind === 'web' ? hostOf(p.endpoint) : null,
            createdAt: p.created_at.toISOString(),
          }));
        },
      },
    ],
    residentColumns: [{ column: 'push_subscriptions.user_id', onErase: 'cascade', exportedIn: 'pushSubscriptions' }],
  },
};
