import { MeResponse } from '@portmarin/shared';
import { isoTimestamp as iso } from '../../db/sql.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { jsonAnswer } from '../../lib/json-answer.ts';
import { accountRoutes } from './account.routes.ts';
import { shownUsername } from '../../db/user-names.ts';

/** The signed-in resident (/api/me), the export of their data and the erasure of their account. */
export const accountModule: AppModule = {
  name: 'account',
  routes: [{ plugin: accountRoutes }],
  account: {
    export: [
      {
        key: 'account',
        async read(sql, userId) {
          const { rows } = await sql.query(
            `select id, name, email, ${shownUsername()} as username, role,
               email_verified as "emailVerified", image, ${iso('created_at')} as "createdAt"
             from "user" where id = $1`,
            [userId],
          );
          return rows[0];
        },
      },
      {
        // Tokens and password hashes are secrets, not personal data to hand out.
        key: 'sessions',
        async read(sql, userId) {
          const { rows } = await sql.query(
            `select ${iso('created_at')} as "createdAt", ${iso('expires_at')} as "expiresAt",
               ip_address as "ipAddress", user_agent as "userAgent"
             from session where user_id = $1`,
            [userId],
          );
          return rows;
        },
      },
      {
        key: 'loginMethods',
        async read(sql, userId) {
          const { rows } = await sql.query(
            `select provider_id as provider, ${iso('created_at')} as "createdAt" from account where user_id = $1`,
            [userId],
          );
          return rows;
        },
      },
    ],
    residentColumns: [
      { column: 'session.user_id', onErase: 'cascade', exportedIn: 'sessions' },
      { column: 'account.user_id', onErase: 'cascade', exportedIn: 'loginMethods' },
    ],
  },
  // A visitor's is always `{"user":null}`: no write changes it.
  firstScreen: [
    { key: 'session', url: '/api/me', topics: [], read: async (_app, user) => jsonAnswer(MeResponse, { user }) },
  ],
};
