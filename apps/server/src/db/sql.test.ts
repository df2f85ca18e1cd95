import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { inTransaction, prepared } from './sql.ts';

describe('inTransaction', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await createTestDatabase(), max: 4 });
    await pool.query('create table counters (id int primary key, n int not null)');
    await pool.query('insert into counters values (1, 0), (2, 0)');
  });
  afterAll(() => pool.end());

  it('retries the loser of a real deadlock once, so both changes land', async () => {
    let attempts = 0;
    let bothHoldTheirFirstRow!: () => void;
    const firstRowsHeld = new Promise<void>((resolve) => (bothHoldTheirFirstRow = resolve));
    let held = 0;
    // Two transactions lock the two rows in opposite orders: PostgreSQL kills one with 40P01.
    const crossing = (first: number, second: number) =>
      inTransaction(pool, async (client) => {
        attempts += 1;
        await client.query('update counters set n = n + 1 where id = $1', [first]);
        if (++held === 2) bothHoldTheirFirstRow();
        await firstRowsHeld;
        await client.query('update counters set n = n + 1 where id = $1', [second]);
      });
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(attempts).toBe(3);
    const { rows } = await pool.query<{ n: number }>('select n from counters order by id');
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
  });

  it('gives up after the second failure with 409 CONCURRENT_CHANGE, and never retries other errors', async () => {
    const failing = (code: string) => {
      let calls = 0;
      const run = inTransaction(pool, async () => {
        calls += 1;
        throw Object.assign(new Error(code), { code });
      });
      return run.catch((error: unknown) => ({ error, calls }));
    };
    const serialization = await failing('40001');
    expect(serialization).toMatchObject({ error: { code: 'CONCURRENT_CHANGE', status: 409 }, calls: 2 });
    expect((serialization as { error: Error }).error.cause).toMatchObject({ code: '40001' });
    const deadlock = await failing('40P01');
    expect(deadlock).toMatchObject({ error: { code: 'CONCURRENT_CHANGE', status: 409 }, calls: 2 });
    const unique = await failing('23505');
    expect(unique).toMatchObject({ error: { code: '23505' }, calls: 1 });
  });

  it('rolls back what the failed attempt wrote', async () => {
    await expect(
      inTransaction(pool, async (client) => {
        await client.query('update counters set n = 100 where id = 1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const { rows } = await pool.query<{ n: number }>('select n from counters where id = 1');
    expect(rows[0]?.n).not.toBe(100);
  });
});

describe('prepared', () => {
  it('names a statement by its text: one name per text, another for another variant', () => {
    const first = prepared('select $1::int as n', [1]);
    expect(prepared('select $1::int as n', [2])).toEqual({ ...first, values: [2] });
    expect(prepared('select $1::int + 1 as n', [1]).name).not.toBe(first.name);
  });
});
