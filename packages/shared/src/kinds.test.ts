import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_KINDS,
  ERRORS,
  KIND_DECLARATIONS,
  NOTIFICATION_TYPES,
  NotificationType,
  REPORT_TARGET_LABELS,
  REPORT_TARGET_TYPES,
  ReportTargetType,
  SAVED_KINDS,
  SavedItem,
  SavedKind,
  SEARCH_RESULT_ITEMS,
  SearchResults,
  SEARCH_FIRST_PAGE,
  SEARCH_KINDS,
  SearchKind,
  UPLOAD_KINDS,
  UploadKind,
} from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));

// The derived types are literal unions: a misspelt kind does not compile.
const reportable: ReportTargetType = 'business-page';
// @ts-expect-error one spelling per kind: the report target is `business-page`
const misspelt: ReportTargetType = 'business_page';
void [reportable, misspelt];

describe('the kinds declared by the features', () => {
  it('declares each content kind once', () => {
    const names = CONTENT_KINDS.map((kind) => kind.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it('declares each notification type once', () => {
    expect(NOTIFICATION_TYPES.length).toBe(new Set(NOTIFICATION_TYPES).size);
  });

  it('declares each feature once', () => {
    const features = KIND_DECLARATIONS.map((d) => d.feature);
    expect(features.length).toBe(new Set(features).size);
  });

  it('spells every kind in singular kebab-case', () => {
    expect(CONTENT_KINDS.map((kind) => kind.name).filter((name) => !/^[a-z]+(-[a-z]+)*$/.test(name))).toEqual([]);
  });

  it('derives the report targets and their labels from the reportable kinds', () => {
    const declared = CONTENT_KINDS.filter((kind) => kind.reportable);
    expect([...REPORT_TARGET_TYPES]).toEqual(declared.map((kind) => kind.name));
    expect(ReportTargetType.options).toEqual([...REPORT_TARGET_TYPES]);
    expect(REPORT_TARGET_LABELS).toEqual(Object.fromEntries(declared.map((kind) => [kind.name, kind.label])));
  });

  it('derives the search kinds in their declared order, with their first page', () => {
    const declared = CONTENT_KINDS.flatMap((kind) => (kind.search ? [kind.search] : []));
    expect([...SEARCH_KINDS]).toEqual([...declared].sort((a, b) => a.order - b.order).map((search) => search.section));
    expect(SearchKind.options).toEqual([...SEARCH_KINDS]);
    expect(SEARCH_FIRST_PAGE).toEqual(Object.fromEntries(declared.map((search) => [search.section, search.firstPage])));
  });

  it('shows residents first, then posts, in the search results', () => {
    expect(SEARCH_KINDS.slice(0, 2)).toEqual(['residents', 'posts']);
  });

  it('gives each search section its own place in the order', () => {
    const orders = CONTENT_KINDS.flatMap((kind) => (kind.search ? [kind.search.order] : []));
    expect(orders.length).toBe(new Set(orders).size);
  });

  it('derives the saved kinds from the savable kinds', () => {
    expect([...SAVED_KINDS].sort()).toEqual(
      CONTENT_KINDS.filter((kind) => kind.savable)
        .map((kind) => kind.name)
        .sort(),
    );
    expect(SavedKind.options).toEqual([...SAVED_KINDS]);
  });

  it('unites the saved items the savable kinds declare, one per saved kind', () => {
    const declared = CONTENT_KINDS.flatMap((kind) => (kind.savable ? [[kind.name, kind.savable.item]] : []));
    expect(SavedItem.options).toEqual(declared.map(([, item]) => item));
    expect(SavedItem.options.map((item) => item.shape.kind.value)).toEqual(declared.map(([name]) => name));
  });

  it('takes the search result each kind declares as its section’s result', () => {
    for (const kind of CONTENT_KINDS) {
      if (!kind.search) continue;
      expect(SEARCH_RESULT_ITEMS[kind.search.section as keyof typeof SEARCH_RESULT_ITEMS]).toBe(kind.search.result);
    }
    expect(Object.keys(SEARCH_RESULT_ITEMS).sort()).toEqual([...SEARCH_KINDS].sort());
    expect(Object.keys(SearchResults.shape).filter((key) => key !== 'nextCursors')).toEqual([...SEARCH_KINDS]);
  });

  it('answers with the error codes the features declare', () => {
    const declared = KIND_DECLARATIONS.flatMap((d) => Object.entries(d.errors ?? {}));
    expect(declared.length).toBeGreaterThan(0);
    for (const [code, error] of declared) expect(ERRORS[code as keyof typeof ERRORS]).toEqual(error);
  });

  it('derives the notification types from the features and their kinds', () => {
    const declared = KIND_DECLARATIONS.flatMap((d) => [
      ...(d.notifications ?? []),
      ...d.kinds.flatMap((kind) => kind.notifications ?? []),
    ]);
    expect([...NOTIFICATION_TYPES].sort()).toEqual([...declared].sort());
    expect(NotificationType.options).toEqual([...NOTIFICATION_TYPES]);
  });

  it('derives the upload kinds, each once, from every feature taking photos', () => {
    const declared = KIND_DECLARATIONS.flatMap((d) => [
      ...(d.uploads ?? []),
      ...d.kinds.flatMap((kind) => kind.uploads ?? []),
    ]);
    expect([...UPLOAD_KINDS].sort()).toEqual([...new Set(declared)].sort());
    expect(UploadKind.options).toEqual([...UPLOAD_KINDS]);
  });
});

/** The relative imports of a file of src (static, `import … from` and `export … from`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)';/gms)].map((m) =>
    resolve(dirname(file), m[1]!),
  );
}

describe('the contract evaluates without a cycle', () => {
  it('imports no file twice on one path from any file of src', () => {
    const files = readdirSync(here, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(here, f));
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => f.slice(here.length + 1)).join(' → '));
        return;
      }
      if (done.has(file)) return;
      for (const next of importsOf(file)) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
