import { NotificationType, ReportTargetType } from '@portmarin/shared';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppModule, ImageColumn, ResidentColumn } from '../src/lib/app-module.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * The modules' declarations (src/lib/app-module.ts) checked against the database the migrations
 * build, never against a second list: a table or column no module declares fails here, before the
 * orphan purge deletes a resident's photo or the erasure forgets their rows.
 */
let t: TestApp;
let modules: readonly AppModule[];

beforeAll(async () => {
  t = await buildTestApp();
  modules = t.app.modules;
});
afterAll(async () => t?.close());

async function rows<T>(text: string): Promise<T[]> {
  return (await t.app.pool.query<T & Record<string, unknown>>(text)).rows;
}

/** `table.column` of every foreign key to `table`, with its ON DELETE ('c' cascade, 'n' set null…). */
const foreignKeysTo = (table: string) =>
  rows<{ ref: string; on_delete: string }>(
    `select cl.relname || '.' || a.attname as ref, c.confdeltype as on_delete
     from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
     where c.contype = 'f' and c.confrelid = '"${table}"'::regclass
     order by 1`,
  );

const columnsOf = () =>
  rows<{ ref: string; table_name: string; column_name: string; data_type: string }>(
    `select table_name || '.' || column_name as ref, table_name, column_name, data_type
     from information_schema.columns where table_schema = 'public' order by 1`,
  );

/** Names found more than once. */
const doubled = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i);

/**
 * Which columns may hold an upload, by the live schema: a foreign key to `uploads`; a text column
 * whose name says image (image, photo, picture, logo, cover, avatar, thumb, icon, banner, video,
 * media) or ends in `_url`; any JSON column, which can carry a path anywhere (the town's cards do).
 * The `uploads` table itself is the store.
 */
const IMAGE_NAME = /image|photo|picture|logo|cover|avatar|thumb|icon|banner|video|media|_url$/;

describe('image columns', () => {
  const declared = () => modules.flatMap((m) => m.images ?? []);

  it('are each declared by a module: as holding uploads, as the path of one, or as not an upload', async () => {
    const uploadKeys = (await foreignKeysTo('uploads')).map((fk) => fk.ref);
    const named = (await columnsOf())
      .filter(({ table_name: table, column_name: column, data_type: type }) => {
        if (table === 'uploads') return false;
        if (type === 'json' || type === 'jsonb') return true;
        return (type === 'text' || type === 'character varying') && IMAGE_NAME.test(column);
      })
      .map((c) => c.ref);
    const known = new Set<string>(declared().map((d) => d.column));
    expect([...new Set([...uploadKeys, ...named])].filter((ref) => !known.has(ref)).sort()).toEqual([]);
  });

  it('name columns that exist, once; upload ids are foreign keys to uploads, and a path follows its id column', async () => {
    const columns = new Set((await columnsOf()).map((c) => c.ref));
    const uploadKeys = new Set((await foreignKeysTo('uploads')).map((fk) => fk.ref));
    const all = declared();
    expect(all.map((d) => d.column).filter((ref) => !columns.has(ref))).toEqual([]);
    expect(doubled(all.map((d) => d.column))).toEqual([]);
    const holds = (d: ImageColumn, kind: string) => 'holds' in d && d.holds === kind;
    expect(all.filter((d) => holds(d, 'upload id') !== uploadKeys.has(d.column)).map((d) => d.column)).toEqual([]);
    const ids = new Set(all.filter((d) => holds(d, 'upload id')).map((d) => d.column));
    const paths = all.filter((d): d is Extract<ImageColumn, { pathOf: string }> => 'pathOf' in d);
    for (const d of paths) {
      expect(ids.has(d.pathOf), `${d.column} follows ${d.pathOf}`).toBe(true);
      expect(d.pathOf.split('.')[0]).toBe(d.column.split('.')[0]);
    }
    for (const d of all) if ('notAnUpload' in d) expect(d.notAnUpload.trim(), d.column).not.toBe('');
  });
});

describe('columns pointing at a resident', () => {
  const residentColumns = () => modules.flatMap((m) => m.account?.residentColumns ?? []);
  const ON_DELETE = { c: 'cascade', n: 'set null' } as Record<string, string>;

  it('are each covered by the export and the erasure, as the database erases them', async () => {
    const keys = await foreignKeysTo('user');
    const declared = new Map<string, ResidentColumn>(residentColumns().map((d) => [d.column, d]));
    expect(keys.map((fk) => fk.ref).filter((ref) => !declared.has(ref))).toEqual([]);
    const sections = new Set(modules.flatMap((m) => m.account?.export ?? []).map((s) => s.key));
    for (const fk of keys) {
      const d = declared.get(fk.ref)!;
      expect(`${fk.ref}: ${d.onErase}`).toBe(`${fk.ref}: ${ON_DELETE[fk.on_delete] ?? fk.on_delete}`);
      if ('exportedIn' in d) expect(sections.has(d.exportedIn), `${fk.ref} in ${d.exportedIn}`).toBe(true);
      else expect(d.withheld.trim(), fk.ref).not.toBe('');
    }
  });

  it('are declared once, and only where a foreign key to "user" exists', async () => {
    const keys = new Set((await foreignKeysTo('user')).map((fk) => fk.ref));
    const all = residentColumns().map((d) => d.column);
    expect(doubled(all)).toEqual([]);
    expect(all.filter((ref) => !keys.has(ref))).toEqual([]);
  });

  it('leave no export section under two keys', () => {
    expect(doubled(modules.flatMap((m) => m.account?.export ?? []).map((s) => s.key))).toEqual([]);
  });
});

describe('hidden and reported content', () => {
  const hidden = () => modules.flatMap((m) => m.hides ?? []);

  it('gives every reportable kind, once, a visibility rule on a table moderators can hide rows of', async () => {
    const withHiddenAt = new Set(
      (await columnsOf()).filter((c) => c.column_name === 'hidden_at').map((c) => c.table_name),
    );
    const reports = modules.flatMap((m) => m.reports ?? []);
    expect(doubled(reports.map((r) => r.type))).toEqual([]);
    expect(ReportTargetType.options.filter((type) => !reports.some((r) => r.type === type))).toEqual([]);
    const tableOf = new Map(hidden().map((h) => [h.kind, h.table]));
    for (const report of reports) {
      const table = tableOf.get(report.hiddenKind);
      expect(table, `${report.type} hides ${report.hiddenKind}`).toBeDefined();
      expect(withHiddenAt.has(table!), `${table}.hidden_at`).toBe(true);
    }
  });

  it('declares one hidden kind for every table with hidden_at, and none elsewhere', async () => {
    const withHiddenAt = (await columnsOf()).filter((c) => c.column_name === 'hidden_at').map((c) => c.table_name);
    const kinds = hidden();
    expect(doubled(kinds.map((h) => h.kind))).toEqual([]);
    expect(withHiddenAt.filter((table) => !kinds.some((h) => h.table === table))).toEqual([]);
    expect(kinds.filter((h) => !withHiddenAt.includes(h.table)).map((h) => h.kind)).toEqual([]);
  });
});

it('declares every notification type of the contract once', () => {
  const types = modules.flatMap((m) => Object.keys(m.notifications ?? {}));
  expect(doubled(types)).toEqual([]);
  expect([...types].sort()).toEqual([...NotificationType.options].sort());
});

it('defines every table of the database in one schema file: a module’s, or the infrastructure’s', async () => {
  const src = path.join(import.meta.dirname, '../src');
  const moduleFiles = (await fs.readdir(path.join(src, 'modules'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(src, 'modules', entry.name, `${entry.name}.schema.ts`));
  const files = [path.join(src, 'db/schema/index.ts'), ...moduleFiles];
  const defined: string[] = [];
  for (const file of files) {
    const exists = await fs.stat(file).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    const exports = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (is(value, PgTable)) defined.push(getTableName(value));
  }
  const tables = await rows<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  expect(doubled(defined)).toEqual([]);
  expect(tables.map((r) => r.table_name).filter((name) => !defined.includes(name))).toEqual([]);
});
