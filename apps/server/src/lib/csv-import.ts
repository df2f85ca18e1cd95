import multipart from '@fastify/multipart';
import type { ErrorCode } from '@portmarin/shared';
import { parse, type CsvError } from 'csv-parse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * The generic part of the admins' CSV imports (the BAN's addresses, the RNA's associations,
 * SIRENE's businesses, the municipal services): the multipart upload, the encoding check, the
 * streamed parse, the header and per-line checks, the capped list of refused lines. What a line
 * means and how it is written stays in the owning module.
 */

/** A line of the file an import left out, and why (its number as a spreadsheet shows it: the header is line 1). */
export type CsvRefusal = { line: number; reason: string };

/** What reading a file gave, besides the kept lines the module gathered itself. */
export type CsvReadResult = {
  /** Data lines read (the header aside). */
  lines: number;
  refused: number;
  /** The first `maxRefusals` refused lines, in line order. */
  refusals: CsvRefusal[];
};

/** The error codes an import answers, so each keeps its own wording (the addresses' predate the others). */
export type CsvImportErrors = {
  missing: ErrorCode;
  empty: ErrorCode;
  notCsv: ErrorCode;
  columns: ErrorCode;
  tooLarge: ErrorCode;
};

export type CsvFormat<C extends string> = {
  delimiter: ';' | ',';
  /**
   * `utf-8`: anything else refused. `utf-8-or-windows-1252`: a file that is not UTF-8 is read as
   * Windows-1252, the encoding of the RNA's exports and of a spreadsheet's « CSV » save.
   */
  encoding: 'utf-8' | 'utf-8-or-windows-1252';
  /** The columns the import stores, found by name in the header (case ignored): a file without one is refused. */
  columns: readonly C[];
  errors: CsvImportErrors;
  /** Said after the missing columns: which file to send. */
  fileHint: string;
  /** Refused lines listed one by one; the count covers them all. */
  maxRefusals: number;
};

/** A zod failure as a report's reason: each distinct message once (they name their column, in French). */
export function zodReason(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(' ; ');
}

/** Whether the bytes at `i` start a well-formed UTF-8 sequence (one cut by the chunk's end counts as one). */
function startsUtf8(bytes: Buffer, i: number): boolean {
  const lead = bytes[i]!;
  const length = lead >= 0xf5 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;
  if (length === 0) return false;
  for (let k = 1; k < length && i + k < bytes.length; k += 1) {
    if ((bytes[i + k]! & 0xc0) !== 0x80) return false;
  }
  return true;
}

/**
 * Checks the bytes as they stream in and hands the parser UTF-8. A file that is not text (an
 * image, a NUL byte) is refused; so is a non-UTF-8 file unless the format takes Windows-1252. The
 * file's first byte beyond ASCII decides: the start of a UTF-8 sequence, the file is UTF-8 (and
 * refused if it later is not: two encodings mixed); otherwise it is Windows-1252 from the start
 * (every byte before was ASCII, the same in both). Without this, « é » would be stored as « Ã© ».
 */
function decodeGuard(format: CsvFormat<string>, stop: (error: AppError) => AppError): Transform {
  const notCsv = () => stop(new AppError(format.errors.notCsv));
  let decoder = new TextDecoder('utf-8', { fatal: true });
  let decided = format.encoding === 'utf-8';
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (chunk.includes(0)) return done(notCsv());
      if (!decided) {
        const first = chunk.findIndex((byte) => byte > 0x7f);
        if (first !== -1) {
          decided = true;
          if (!startsUtf8(chunk, first)) decoder = new TextDecoder('windows-1252');
        }
      }
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        return done(notCsv());
      }
      done(null, Buffer.from(text, 'utf8'));
    },
    flush(done) {
      if (bytes === 0) return done(stop(new AppError(format.errors.empty)));
      try {
        const rest = decoder.decode();
        done(null, rest ? Buffer.from(rest, 'utf8') : undefined);
      } catch {
        done(notCsv());
      }
    },
  });
}

/** The header's check: every stored column is there, or the file is refused naming those missing, in French. */
function columnIndexes<C extends string>(header: string[], format: CsvFormat<C>): Record<C, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const index = (column: C) => names.indexOf(column.toLowerCase());
  const missing = format.columns.filter((column) => index(column) === -1);
  if (missing.length > 0) {
    const other = format.delimiter === ';' ? ',' : ';';
    const wrongDelimiter = names.length === 1 && names[0]!.includes(other);
    throw new AppError(
      format.errors.columns,
      `Colonnes manquantes : ${missing.join(', ')}. ` +
        (wrongDelimiter
          ? format.delimiter === ';'
            ? 'Le séparateur attendu est le point-virgule « ; », pas la virgule.'
            : 'Le séparateur attendu est la virgule « , », pas le point-virgule.'
          : format.fileHint),
    );
  }
  return Object.fromEntries(format.columns.map((column) => [column, index(column)])) as Record<C, number>;
}

/**
 * Reads a CSV as it streams in. Each data line's stored columns go through `schema`; a line it
 * refuses, or that `keep` refuses by returning a reason, is counted and listed with its number and
 * reason. `keep` gathers the kept lines as the module needs them (column arrays hold 100,000 lines
 * in a few tens of Mo). A file whose header lacks a column, that is not text, or where a quote is
 * never closed (it would swallow the rest of the file) is refused whole with an AppError.
 */
export async function readCsv<C extends string, T>(
  source: Readable,
  format: CsvFormat<C>,
  schema: z.ZodType<T>,
  keep: (value: T, line: number) => string | undefined,
): Promise<CsvReadResult> {
  const result: CsvReadResult = { lines: 0, refused: 0, refusals: [] };
  const refuse = (line: number, reason: string) => {
    result.refused += 1;
    if (result.refusals.length < format.maxRefusals) result.refusals.push({ line, reason });
  };
  // The header line, once read: the file's width and where each stored column is.
  const file: { width: number | null; columns: Record<C, number> | null } = { width: null, columns: null };

  let unclosedQuote = false;
  // Why the file was refused whole. A stream that fails ends the pipeline with an AbortError of its
  // own over HTTP (the upload still coming in): the refusal is kept here to be answered instead.
  let refusal: AppError | null = null;
  const stop = (error: AppError) => (refusal ??= error);
  const parser = parse({
    delimiter: format.delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // A quote inside a field is a letter (« Chemin dit "du Roy" »); fields a spreadsheet quoted still read.
    relax_quotes: true,
    skip_records_with_error: true,
    // Called as the parser reads, ahead of the records the loop below has yet to take.
    on_skip: (error: CsvError | undefined) => {
      if (error?.code === 'CSV_QUOTE_NOT_CLOSED') unclosedQuote = true;
      result.lines += 1;
      refuse(Number(error?.lines ?? 0), 'ligne illisible');
      return undefined;
    },
  });

  await pipeline(
    source,
    decodeGuard(format, stop),
    parser,
    async (records: AsyncIterable<{ record: string[]; info: { lines: number } }>) => {
      for await (const { record, info } of records) {
        if (file.width === null) {
          try {
            Object.assign(file, { width: record.length, columns: columnIndexes(record, format) });
          } catch (error) {
            throw error instanceof AppError ? stop(error) : error;
          }
          continue;
        }
        result.lines += 1;
        const line = info.lines;
        if (record.length !== file.width) {
          refuse(line, `${record.length} colonnes au lieu de ${file.width}`);
          continue;
        }
        const fields = Object.fromEntries(format.columns.map((column) => [column, record[file.columns![column]]]));
        const parsed = schema.safeParse(fields);
        if (!parsed.success) {
          refuse(line, zodReason(parsed.error));
          continue;
        }
        const reason = keep(parsed.data, line);
        if (reason !== undefined) refuse(line, reason);
      }
    },
  ).catch((error: unknown) => {
    if (refusal) throw refusal;
    if (error instanceof AppError) throw error;
    // The parser's own failures (a binary file it cannot split into lines): the file, not the server.
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw new AppError(format.errors.notCsv);
    throw error;
  });
  if (file.width === null) throw new AppError(unclosedQuote ? format.errors.notCsv : format.errors.empty);
  if (unclosedQuote) {
    throw new AppError(
      format.errors.notCsv,
      'Un guillemet « " » ouvert n’est jamais refermé : la fin du fichier est illisible, rien n’a été lu.',
    );
  }
  result.refusals.sort((a, b) => a.line - b.line);
  return result;
}

/**
 * Lets the routes of `app` (an encapsulated plugin holding only import routes) take one file as a
 * multipart upload. The file streams through the parser: the app's 1 Mo body limit does not apply
 * to it, `maxBytes` does; the app's other routes stay JSON-only.
 */
export async function acceptCsvUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: false,
  });
}

/** Reads the uploaded file of the field `file` with `read`, answering the upload's own failures with 4xx codes. */
export async function readCsvUpload<R>(
  request: FastifyRequest,
  errors: Pick<CsvImportErrors, 'missing' | 'tooLarge'>,
  read: (source: Readable) => Promise<R>,
): Promise<R> {
  const uploadError = (error: unknown): unknown => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(errors.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      return new AppError(errors.missing);
    }
    return error;
  };
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const part = await request.file().catch((error: unknown) => {
    throw uploadError(error);
  });
  if (!part || part.fieldname !== 'file') throw new AppError(errors.missing);
  const result = await read(part.file).catch((error: unknown) => {
    throw uploadError(error);
  });
  // Cut at the size limit: the lines read are not the whole file.
  if (part.file.truncated) throw new AppError(errors.tooLarge);
  return result;
}
