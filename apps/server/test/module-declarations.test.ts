import { NotificationType, ReportTargetType } from '@portmarin/shared';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/sql.ts';
import type { AppModule, ImageColumn, ResidentColumn } from '../src/lib/app-module.ts';
import * as make from './factories.ts';
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

  /**
   * Another module's table in a section's SQL, allowed: `module/section: table`, each with why.
   * A section reads its own module's tables (the `user` row and the infrastructure's aside).
   */
  const READS_ELSEWHERE: Record<string, string> = {
    'verification/residence: town_addresses': 'the label of the verified address, from the town’s list (addresses)',
  };

  it('are exported by sections reading their own module’s tables only', async () => {
    const owners = await moduleTables();
    const resident = await make.resident(t.app);
    const found: string[] = [];
    for (const module of modules) {
      for (const section of module.account?.export ?? []) {
        const texts: string[] = [];
        const recording: Sql = {
          query: ((text: string | { text: string }, values?: unknown[]) => {
            texts.push(typeof text === 'string' ? text : text.text);
            return t.app.pool.query(text as string, values);
          }) as Sql['query'],
        };
        await section.read(recording, resident.user.id);
        for (const table of tablesIn(texts.join('\n'), owners.keys())) {
          const read = `${module.name}/${section.key}: ${table}`;
          if (owners.get(table) !== module.name && !READS_ELSEWHERE[read]) found.push(`${read} (${owners.get(table)})`);
        }
      }
    }
    expect(found).toEqual([]);
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

/** Each table a module's schema file defines, with its module (by the folder's name). */
async function moduleTables(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const folders = (await fs.readdir(path.join(SRC, 'modules'), { withFileTypes: true })).filter((e) => e.isDirectory());
  for (const { name } of folders) {
    const file = path.join(SRC, 'modules', name, `${name}.schema.ts`);
    for (const table of await tablesDefinedIn(file)) owners.set(table, name);
  }
  return owners;
}

const SRC = path.join(import.meta.dirname, '../src');

/** The tables `file` defines, none when it does not exist. */
async function tablesDefinedIn(file: string): Promise<string[]> {
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) return [];
  const exports = (await import(file)) as Record<string, unknown>;
  return Object.values(exports)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable));
}

it('defines every table of the database in one schema file: a module’s, or the infrastructure’s', async () => {
  const defined = [...(await tablesDefinedIn(path.join(SRC, 'db/schema/index.ts'))), ...(await moduleTables()).keys()];
  const tables = await rows<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  expect(doubled(defined)).toEqual([]);
  expect(tables.map((r) => r.table_name).filter((name) => !defined.includes(name))).toEqual([]);
});

/** The module tables `code` reads or writes in SQL: after from, join, into, update or table. */
function tablesIn(code: string, tables: Iterable<string>): string[] {
  return [...tables]
    .sort()
    .filter((table) => new RegExp(`\\b(from|join|into|update|table)\\s+"?${table}"?(?![\\w.(])`, 'i').test(code));
}

/**
 * The shared rooms (plugins/, db/, lib/) hold no feature's table: what a module's table needs is in
 * that module, and the rooms take it as a function the module gives (`provides`, `jobs`, its
 * declarations). Their imports of modules are refused by lint; their SQL is read here.
 */
describe('shared rooms', () => {
  /** `file: table` pairs allowed, each with why. None today. */
  const EXCEPTIONS: Record<string, string> = {};

  it('find a module’s table in SQL (the scan sees what it looks for)', () => {
    const code = 'insert into held_pushes (user_id) select s.user_id from user_settings s join "user" u on true';
    expect(tablesIn(code, ['user_settings', 'held_pushes', 'notifications'])).toEqual(['held_pushes', 'user_settings']);
  });

  it('read or write no table a module declares', async () => {
    const owners = await moduleTables();
    expect(owners.get('held_pushes')).toBe('settings');
    const found: string[] = [];
    for (const room of ['plugins', 'db', 'lib']) {
      for (const entry of await fs.readdir(path.join(SRC, room), { recursive: true })) {
        if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
        const text = await fs.readFile(path.join(SRC, room, entry), 'utf8');
        // Comments may name a table (an example, a pointer to its module): only code counts.
        const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
        for (const table of tablesIn(code, owners.keys())) {
          const pair = `${room}/${entry}: ${table}`;
          if (!EXCEPTIONS[pair]) found.push(`${pair} (${owners.get(table)})`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
