import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { photoReadableSql } from './neighbour-reports.policy.ts';
import { neighbourReportsRoutes } from './neighbour-reports.routes.ts';
import { seedNeighbourReports } from './neighbour-reports.seed.ts';
import { OPEN311_PREFIX, OPEN311_SECURITY_SCHEMES, open311Routes } from './open311.routes.ts';

/** Neighbours' reports (« voisins vigilants »), followed and answered by the town; Open311 GeoReport v2. */
export const neighbourReportsModule: AppModule = {
  name: 'neighbour-reports',
  routes: [{ plugin: neighbourReportsRoutes }, { plugin: open311Routes, prefix: OPEN311_PREFIX }],
  securitySchemes: OPEN311_SECURITY_SCHEMES,
  seed: seedNeighbourReports,
  // Its seed's reporters: demo and showcase residents.
  after: ['profiles'],
  uploadKinds: ['post'],
  images: [
    { column: 'neighbour_reports.image_upload_id', holds: 'upload id' },
    // Else an outside address, an Open311 client's media_url.
    { column: 'neighbour_reports.image_url', pathOf: 'neighbour_reports.image_upload_id' },
    {
      column: 'neighbour_reports.image_alt',
      notAnUpload: 'the reporter’s description of the photo, its text alternative',
    },
  ],
  // A report's photo is its reporter's and the staff's (canSeePhoto), whoever reads the report.
  privateImages: [
    { column: 'neighbour_reports.image_upload_id', restricted: () => 'true', readable: photoReadableSql },
  ],
  notifications: {
    // Asked for: the resident follows the report.
    neighbour_report_status: { switch: null, text: () => 'Un signalement que vous suivez a changé de statut' },
  },
  account: {
    export: [
      exportRows('neighbourReports', {
        table: 'neighbour_reports',
        owner: 'user_id',
        columns:
          'id, type, title, content, location_text, latitude, longitude, image_url, image_alt, anonymous, status, created_at',
      }),
      exportRows('neighbourReportsFollowed', {
        table: 'neighbour_report_follows',
        owner: 'user_id',
        columns: 'report_id, created_at',
      }),
    ],
    residentColumns: [
      // Their reports stay, anonymous.
      { column: 'neighbour_reports.user_id', onErase: 'set null', exportedIn: 'neighbourReports' },
      { column: 'neighbour_report_follows.user_id', onErase: 'cascade', exportedIn: 'neighbourReportsFollowed' },
      {
        column: 'neighbour_report_updates.changed_by',
        onErase: 'set null',
        withheld: 'who acted for the town: a staff identity',
      },
    ],
    async beforeErasure(sql, userId) {
      // Their follows and comments go with them (cascade), and leave the reports' counters.
      await sql.query(
        `update neighbour_reports r set followers_count = greatest(r.followers_count - 1, 0)
         from neighbour_report_follows f where f.report_id = r.id and f.user_id = $1`,
        [userId],
      );
      await sql.query(
        `update neighbour_reports r set comments_count = greatest(r.comments_count - mine.n, 0)
         from (select subject_id, count(*)::int as n from civic_comments
               where user_id = $1 and subject_type = 'neighbour_report' group by subject_id) mine
         where r.id = mine.subject_id`,
        [userId],
      );
      // A photo of theirs leaves with its files.
      await sql.query(
        `update neighbour_reports set image_url = null, image_upload_id = null
         where image_upload_id in (select id from uploads where user_id = $1)`,
        [userId],
      );
    },
  },
};
