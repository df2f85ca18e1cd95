import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/lib/server-root.ts';

/**
 * ARCHITECTURE.md's tour names every server module and every web feature by its folder: a feature
 * added without its line there, or a folder renamed, fails here rather than leaving the tour short.
 */

const REPO = path.resolve(SERVER_ROOT, '../..');
const architecture = readFileSync(path.join(REPO, 'ARCHITECTURE.md'), 'utf8');
const folders = (dir: string) =>
  readdirSync(path.join(REPO, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const named = (name: string) => new RegExp(`(^|[^a-z-])${name}([^a-z-]|$)`, 'm').test(architecture);

describe('ARCHITECTURE.md', () => {
  it('names every server module', () => {
    expect(folders('apps/server/src/modules').filter((name) => !named(name))).toEqual([]);
  });

  it('names every web feature', () => {
    expect(folders('apps/web/src/features').filter((name) => !named(name))).toEqual([]);
  });
});
