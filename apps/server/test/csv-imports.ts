import type { OpenDataImportReport } from '@portmarin/shared';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import * as make from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import type { QuickResident } from './residents.ts';
import { multipartFile } from './uploads.ts';

/** The official layouts' lines for tests: every column of `columns`, from `values` or empty. */
export function csvLine<C extends string>(
  columns: readonly C[],
  delimiter: string,
  values: Partial<Record<C, string>>,
) {
  return columns
    .map((column) => {
      const value = values[column] ?? '';
      return value.includes(delimiter) || value.includes('"') ? `"${value.replaceAll('"', '""')}"` : value;
    })
    .join(delimiter);
}

/** Sends a CSV file to an import route as a browser's FormData would. */
export function sendCsv(t: TestApp, url: string, who: QuickResident | null, body: string | Buffer) {
  const { payload, headers } = multipartFile(Buffer.isBuffer(body) ? body : Buffer.from(body), {
    fileName: 'import.csv',
    contentType: 'text/csv',
  });
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(who ? { cookie: who.cookie, origin: t.env.PUBLIC_URL } : {}) },
  });
}

/** An admin's import (or preview) that must succeed: its report. */
export async function importCsv(
  t: TestApp,
  url: string,
  admin: QuickResident,
  body: string | Buffer,
  mode: OpenDataImportReport['mode'] = 'import',
): Promise<OpenDataImportReport> {
  const res = await sendCsv(t, mode === 'import' ? url : `${url}/preview`, admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OpenDataImportReport;
}

/**
 * One app for an import's test file: an admin and a resident, and before each test the throttles
 * and the rows an earlier import wrote (`table` rows where `key` is set) removed.
 */
export function importTestApp(table: string, key: string) {
  const ctx = {} as { t: TestApp; admin: QuickResident; resident: QuickResident };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    [ctx.resident, ctx.admin] = (await make.residents(ctx.t.app, 2)) as [QuickResident, QuickResident];
    await make.promote(ctx.t.app, ctx.admin, 'admin');
  });
  afterAll(async () => {
    await ctx.t?.close();
  });
  beforeEach(async () => {
    await ctx.t.app.pool.query(`delete from rate_limit where key like 'throttle:%'`);
    await ctx.t.app.pool.query(`delete from ${table} where ${key} is not null`);
  });
  return ctx;
}
