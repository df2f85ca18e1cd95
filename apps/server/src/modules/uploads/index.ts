import type { AppModule } from '../../lib/app-module.ts';
import { queueObjectDeletions, uploadUrl } from '../../plugins/uploads.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/** POST /api/uploads and the stored images under /uploads/ (the store itself is `app.uploads`). */
export const uploadsModule: AppModule = {
  name: 'uploads',
  routes: [{ plugin: uploadsRoutes }],
  account: {
    export: [
      {
        key: 'photos',
        async read(sql, userId) {
          const { rows } = await sql.query(
            `select $2 || file_name as url, kind, created_at as "createdAt" from uploads where user_id = $1`,
            [userId, uploadUrl('')],
          );
          return rows;
        },
      },
    ],
    residentColumns: [{ column: 'uploads.user_id', onErase: 'cascade', exportedIn: 'photos' }],
    // Their rows go with them (cascade); their files are queued in the same transaction, deleted
    // once it is committed (or by the retry job while the storage is down).
    async beforeErasure(sql, userId) {
      const { rows } = await sql.query<{ file_name: string; thumb_name: string }>(
        'select file_name, thumb_name from uploads where user_id = $1',
        [userId],
      );
      const files = rows.flatMap((row) => [row.file_name, row.thumb_name]);
      await queueObjectDeletions(sql, files);
      return (app) => app.uploads.deleteObjects(files);
    },
  },
};
