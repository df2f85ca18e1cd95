import { loadEnv } from '../config/env.ts';
import { BackupError, restoreBackup } from './backups.ts';

/** npm run restore -- <folder> [--force]: a backup into an empty database and storage. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [folder, ...rest] = args.filter((arg) => arg !== '--force');
  if (!folder || rest.length > 0) {
    console.error('Usage : npm run restore -- <dossier de la sauvegarde> [--force]');
    process.exit(2);
  }
  try {
    const manifest = await restoreBackup(loadEnv(), folder, { force });
    console.log(`Sauvegarde du ${manifest.createdAt} restaurée : base et ${manifest.objects.count} objets.`);
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
