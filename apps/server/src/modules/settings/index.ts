import type { AppModule } from '../../lib/app-module.ts';
import { settingsRoutes } from './settings.routes.ts';
import { getSettings, notificationSwitch } from './user-settings.ts';

/** A resident's notification switches and privacy choices. */
export const settingsModule: AppModule = {
  name: 'settings',
  routes: [{ plugin: settingsRoutes }],
  account: {
    export: [{ key: 'settings', read: getSettings }],
    residentColumns: [{ column: 'user_settings.user_id', onErase: 'cascade', exportedIn: 'settings' }],
  },
  provides: {
    notificationSwitch,
    showsOnline: async (sql, userId) => (await getSettings(sql, userId)).privacy.onlineStatus,
  },
};

export { userSettings } from './settings.schema.ts';
