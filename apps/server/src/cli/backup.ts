import { loadEnv } from '../config/env.ts';
import { BackupError, createBackup } from './backups.ts';

/** npm run backup -- <folder>: the database (pg_dump) and the stored objects into a new folder. */
async function main(): Promise<void> {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error('Usage : npm run backup -- <dossier de la sauvegarde>');
    process.exit(2);
  }
  try {
    const manifest = await createBackup(loadEnv(), folder);
    console.log(
      `Sauvegarde écrite dans ${folder} : base ${manifest.database.bytes} octets, ` +
        `${manifest.objects.count} objets (${manifest.objects.bytes} octets).`,
    );
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
