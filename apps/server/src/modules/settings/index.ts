import type { AppModule } from '../../lib/app-module.ts';
import { digestResidents } from './digest-residents.ts';
import { holdPushes, quietHoursSummaryJob } from './quiet-hours.ts';
import { digestUnsubscribeRoutes, settingsRoutes } from './settings.routes.ts';
import { getSettings, notificationSwitch } from './user-settings.ts';

/** A resident's notification switches, privacy choices, quiet hours and e-mail digest. */
export const settingsModule: AppModule = {
  name: 'settings',
  routes: [{ plugin: settingsRoutes }, { plugin: digestUnsubscribeRoutes }],
  images: [{ column: 'held_pushes.payload', notAnUpload: 'a held push: its title, text and link in the app' }],
  account: {
    export: [{ key: 'settings', read: getSettings }],
    residentColumns: [
      { column: 'user_settings.user_id', onErase: 'cascade', exportedIn: 'settings' },
      {
        column: 'held_pushes.user_id',
        onErase: 'cascade',
        withheld: 'copies of notifications held for a few hours, which the export gives already',
      },
    ],
  },
  jobs: [quietHoursSummaryJob],
  provides: {
    notificationSwitch,
    holdPushes,
    digestResidents,
    showsOnline: async (sql, userId) => (await getSettings(sql, userId)).privacy.onlineStatus,
  },
};

export { heldPushes, userSettings } from './settings.schema.ts';
