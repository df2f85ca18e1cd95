import type { OpenDataImportReport } from '@portmarin/shared';
import { expect } from 'vitest';
import type { TestApp } from './helpers.ts';
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
