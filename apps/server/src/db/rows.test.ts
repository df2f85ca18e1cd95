import { describe, expectTypeOf, it } from 'vitest';
import type { RowOf } from './rows.ts';
import type { rateLimit, session, user } from './schema/auth.ts';

// Checked by the typecheck (`npm run typecheck`): a wrong derivation fails it. better-auth's own
// tables show every case: text, enumerated text, booleans, timestamps and a bigint (a date: dating's test).
describe('RowOf', () => {
  it("reads each column's SQL name, the driver's type and its nullability from the table", () => {
    expectTypeOf<RowOf<typeof session>>().toEqualTypeOf<{
      id: string;
      expires_at: Date;
      token: string;
      created_at: Date;
      updated_at: Date;
      ip_address: string | null;
      user_agent: string | null;
      user_id: string;
    }>();
    // Enumerated text keeps its values.
    expectTypeOf<RowOf<typeof user>['role']>().toEqualTypeOf<'user' | 'moderator' | 'mairie' | 'admin'>();
    // A bigint arrives as a string from node-postgres, whatever Drizzle's own mode says.
    expectTypeOf<RowOf<typeof rateLimit>['last_request']>().toEqualTypeOf<string>();
  });
});
