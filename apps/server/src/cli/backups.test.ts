import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { createBackup, MANIFEST, restoreBackup } from './backups.ts';

/**
 * The refusals of `npm run backup` and `npm run restore` that come before any database or storage
 * is reached (the drill in test/instances/backup-restore.test.ts performs the rest). The database
 * URL points at a closed port: reaching it would fail with another error than the one expected.
 */

let dir: string;
const env = () =>
  loadEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/portmarin', DATA_DIR: path.join(dir, 'data') });

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-backups-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** A backup folder whose manifest names a dump with the checksum of other bytes, and these objects. */
async function backupWithAlteredDump(objects: Record<string, string> = {}): Promise<string> {
  const folder = path.join(dir, 'backup');
  await fs.mkdir(path.join(folder, 'objects'), { recursive: true });
  await fs.writeFile(path.join(folder, 'database.dump'), 'altered');
  const manifest = {
    format: 'portmarin-backup/1',
    createdAt: new Date().toISOString(),
    database: { file: 'database.dump', bytes: 8, sha256: '0'.repeat(64), pgDump: '', serverVersion: '', migrations: 0 },
    objects: { folder: 'objects', storage: 'local', count: 0, bytes: 0, sha256: objects },
  };
  await fs.writeFile(path.join(folder, MANIFEST), JSON.stringify(manifest));
  return folder;
}

describe('backup and restore refusals', () => {
  it('refuses a backup without DATABASE_URL, pointing at the cold copy of DATA_DIR', async () => {
    await expect(createBackup(loadEnv({ DATA_DIR: dir }), path.join(dir, 'backup'))).rejects.toThrow(
      'DATABASE_URL est requis',
    );
  });

  it('refuses to write a backup into a folder that is not empty', async () => {
    await fs.writeFile(path.join(dir, 'other.txt'), 'x');
    await expect(createBackup(env(), dir)).rejects.toThrow("n'est pas vide");
  });

  it('refuses to restore a folder without a manifest (an unfinished backup)', async () => {
    await expect(restoreBackup(env(), dir)).rejects.toThrow('sauvegarde absente ou inachevée');
  });

  it('refuses to restore a backup whose dump does not match its checksum', async () => {
    await expect(restoreBackup(env(), await backupWithAlteredDump())).rejects.toThrow(
      'Fichier absent ou altéré dans la sauvegarde : database.dump',
    );
  });

  it('refuses to restore an object whose name is not an upload of the app (a path outside the storage)', async () => {
    await expect(
      restoreBackup(env(), await backupWithAlteredDump({ '../../.auth-secret': '0'.repeat(64) })),
    ).rejects.toThrow("Nom d'objet refusé dans la sauvegarde : ../../.auth-secret");
  });
});
