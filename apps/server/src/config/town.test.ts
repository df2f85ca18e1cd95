import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../lib/server-root.ts';
import { DEFAULT_TOWN_FILE, loadTown, TownConfigError } from './town.ts';
import { TOWN_SCHEMA_FILE, townJsonSchemaText } from './town-schema.ts';

const SAINT_AUBIN = path.join(SERVER_ROOT, 'test/towns/saint-aubin-sur-mer.json');

describe('the town file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pm-town-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const write = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await fs.writeFile(file, text);
    return file;
  };

  it('is Port-Marin’s when TOWN_CONFIG names none', () => {
    const town = loadTown();
    expect(town.townName).toBe('Port-Marin');
    expect(DEFAULT_TOWN_FILE).toBe(path.join(SERVER_ROOT, 'src/config/town.json'));
  });

  it('reads another commune from the file it is given', () => {
    const town = loadTown(SAINT_AUBIN);
    expect(town).toMatchObject({ townName: 'Saint-Aubin-sur-Mer', inseeCode: '76557', appIcons: [] });
    expect(town).not.toHaveProperty('$schema');
  });

  it('lists every bad field in French, with its path and the file’s name', async () => {
    const good = JSON.parse(await fs.readFile(SAINT_AUBIN, 'utf8')) as Record<string, unknown>;
    const { townHall: _, ...withoutTownHall } = good;
    const file = await write(
      'bad.json',
      JSON.stringify({
        ...withoutTownHall,
        inseeCode: '7655',
        coordinates: { lat: 95, lon: 0.8 },
        colors: { primary: '#ffff00', primaryDark: '#0b1220', themeColor: 'rouge' },
        logo: 'logo.svg',
      }),
    );
    const error = (() => {
      try {
        loadTown(file);
      } catch (e) {
        return e as Error;
      }
      throw new Error('the bad file was accepted');
    })();
    expect(error).toBeInstanceOf(TownConfigError);
    expect(error.message.split('\n')).toEqual([
      `Fichier de la commune invalide (${file})\u00a0:`,
      '  - inseeCode\u00a0: doit être un code INSEE de commune (56999, 2A004)',
      '  - coordinates.lat\u00a0: Trop grand : nombre doit être <=90',
      expect.stringMatching(/^ {2}- townHall\u00a0: Entrée invalide/),
      '  - colors.primary\u00a0: contraste insuffisant avec le texte #ffffff du thème clair (4,5:1 au moins)',
      '  - colors.primaryDark\u00a0: contraste insuffisant avec le texte #0b1220 du thème sombre (4,5:1 au moins)',
      '  - colors.themeColor\u00a0: doit être une couleur #rrggbb',
      '  - logo\u00a0: doit être un chemin de l’application (/logo.svg) ou une adresse https://',
    ]);
  });

  it('stops the server at start, before its database, with the list and no stack', async () => {
    const file = await write('no-town-hall.json', JSON.stringify({ townName: 'Saint-Aubin-sur-Mer' }));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/server.ts')], {
      cwd: SERVER_ROOT,
      env: { ...process.env, NODE_ENV: 'test', TOWN_CONFIG: file, DATA_DIR: path.join(dir, 'data'), PORT: '0' },
      timeout: 30_000,
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`Fichier de la commune invalide (${file})\u00a0:\n  - productName\u00a0:`);
    expect(failure?.stderr).toContain('  - townHall\u00a0:');
    expect(failure?.stderr).not.toContain('    at ');
    // Nothing was started: no database folder.
    await expect(fs.stat(path.join(dir, 'data', 'pg'))).rejects.toThrow();
  });

  it('names a missing file and a file that is not JSON', async () => {
    const missing = path.join(dir, 'absent.json');
    expect(() => loadTown(missing)).toThrow(`Fichier de la commune illisible (${missing})\u00a0: fichier introuvable`);
    const notJson = await write('not.json', '{ "townName": ');
    expect(() => loadTown(notJson)).toThrow(`Fichier de la commune invalide (${notJson})\u00a0: JSON illisible`);
  });
});

describe('docs/town-config.schema.json', () => {
  it('is the zod schema’s JSON Schema as generated now (npm run town-schema rewrites it)', async () => {
    expect(await fs.readFile(TOWN_SCHEMA_FILE, 'utf8')).toBe(await townJsonSchemaText());
  });
});
