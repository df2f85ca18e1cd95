import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server). Its files are found from there, not from the module
 * asking: the sources run from src/<folder>/, the production bundle from dist/.
 */
export const SERVER_ROOT = packageFolderAbove(import.meta.dirname);

function packageFolderAbove(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}
