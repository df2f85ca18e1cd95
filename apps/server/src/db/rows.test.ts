import { describe, expectTypeOf, it } from 'vitest';
import type { RowOf } from './rows.ts';
import type { businesses, games, stories, user } from './schema/index.ts';

// Checked by the typecheck (`npm run typecheck`): a wrong derivation fails it.
describe('RowOf', () => {
  it("reads each column's SQL name, the driver's type and its nullability from the table", () => {
    expectTypeOf<RowOf<typeof stories>>().toEqualTypeOf<{
      id: string;
      user_id: string;
      upload_id: string | null;
      image_url: string;
      hidden_at: Date | null;
      created_at: Date;
      expires_at: Date;
    }>();
    // Enumerated text keeps its values; a date column arrives as a Date.
    expectTypeOf<RowOf<typeof games>['age_group']>().toEqualTypeOf<'tous' | 'enfants' | 'adultes'>();
    expectTypeOf<RowOf<typeof user>['birth_date']>().toEqualTypeOf<Date | null>();
    // numeric arrives as a string from node-postgres, whatever Drizzle's own mode says.
    expectTypeOf<RowOf<typeof businesses>['rating']>().toEqualTypeOf<string | null>();
  });
});
