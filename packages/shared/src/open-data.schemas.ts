import { z } from 'zod';

// ---------------------------------------------------------------- the open-data imports (admins)
// The associations (RNA), businesses (SIRENE) and municipal services imports share one report;
// each module's own schema file holds its file's columns and line schema.

/** The largest file an admin may send (a département's SIRENE extract fits; the national stock does not). */
export const OPEN_DATA_FILE_MAX_BYTES = 64 * 1024 * 1024;
export const OPEN_DATA_FILE_MAX_MEGABYTES = OPEN_DATA_FILE_MAX_BYTES / (1024 * 1024);
/** Refused lines the report lists one by one; the count covers them all. */
export const OPEN_DATA_REPORT_MAX_REFUSALS = 100;
/** Entries named per kind of change (new, updated) in a report. */
export const OPEN_DATA_REPORT_MAX_EXAMPLES = 10;

/** A line of the file an import left out, and why (its number as a spreadsheet shows it: the header is line 1). */
export const OpenDataImportRefusal = z.object({ line: z.number().int(), reason: z.string() });
export type OpenDataImportRefusal = z.infer<typeof OpenDataImportRefusal>;

/** What an import did (or, previewed, would do): entries are added or updated by their official identifier. */
export const OpenDataImportReport = z.object({
  /** `preview`: nothing was written. */
  mode: z.enum(['preview', 'import']),
  /** Data lines read (the header aside). */
  lines: z.number().int(),
  kept: z.number().int(),
  refused: z.number().int(),
  /** The first OPEN_DATA_REPORT_MAX_REFUSALS refused lines. */
  refusals: z.array(OpenDataImportRefusal),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The names of the first entries added and updated. */
  examples: z.object({ added: z.array(z.string()), updated: z.array(z.string()) }),
});
export type OpenDataImportReport = z.infer<typeof OpenDataImportReport>;

/** Text of a CSV field, trimmed: PostgreSQL refuses NUL in text (a 500 otherwise). */
export const csvField = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} : ${max} caractères au plus`)
    .refine((v) => !v.includes('\u0000'), `${name} : caractère nul interdit`);
