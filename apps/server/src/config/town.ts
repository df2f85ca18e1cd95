import { TownConfig } from '@portmarin/shared';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '../lib/server-root.ts';

/** Port-Marin's file: the town when TOWN_CONFIG names none (read at start, never built in). */
export const DEFAULT_TOWN_FILE = path.join(SERVER_ROOT, 'src/config/town.json');

export class TownConfigError extends Error {}

/** zod's own messages in French: a town's file is written by its operator, who reads French. */
const french = z.locales.fr().localeError;

/** Checks a town's data, listing every bad field (path and reason) and naming the file. */
export function parseTown(data: unknown, file: string): TownConfig {
  const parsed = TownConfig.safeParse(data, { error: french });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(racine)'}\u00a0: ${i.message}`);
    throw new TownConfigError(`Fichier de la commune invalide (${file})\u00a0:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Reads and checks the town's file (TOWN_CONFIG, else Port-Marin's) once, at start: a bad file stops the server. */
export function loadTown(file: string = DEFAULT_TOWN_FILE): TownConfig {
  const resolved = path.resolve(file);
  let text: string;
  try {
    text = fs.readFileSync(resolved, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'fichier introuvable' : (code ?? String(error));
    throw new TownConfigError(`Fichier de la commune illisible (${resolved})\u00a0: ${reason}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new TownConfigError(
      `Fichier de la commune invalide (${resolved})\u00a0: JSON illisible (${(error as Error).message})`,
    );
  }
  return parseTown(data, resolved);
}
