import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers.ts';

// The hand-written migration that gives the business page its one spelling in stored rows.
const MIGRATION = new URL('../drizzle/0027_one-spelling-per-kind.sql', import.meta.url);
const PAGE = '4b0b6b0e-7f5c-4c53-9a55-1d2b8f1f0a01';

describe('the migration to one spelling per kind', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: await createTestDatabase() });
    await client.connect();
    // Rows as the previous version stored them.
    await client.query(
      `insert into content_reports (target_type, target_id, reason) values ('business_page', $1, 'spam')`,
      [PAGE],
    );
    await client.query(
      `insert into moderation_log (action, target_type, target_id, reason) values ('hide', 'business_page', $1, 'Spam')`,
      [PAGE],
    );
    for (const statement of (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint')) {
      await client.query(statement);
    }
  });
  afterAll(async () => client?.end());

  it("rewrites the reports of a business page to 'business-page'", async () => {
    const { rows } = await client.query(`select target_type from content_reports where target_id = $1`, [PAGE]);
    expect(rows).toEqual([{ target_type: 'business-page' }]);
  });

  it("rewrites the moderation log's entries of a business page to 'business-page'", async () => {
    const { rows } = await client.query(`select target_type from moderation_log where target_id = $1`, [PAGE]);
    expect(rows).toEqual([{ target_type: 'business-page' }]);
  });
});
