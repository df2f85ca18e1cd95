import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { contentReportsRoutes } from './content-reports.routes.ts';

const STAFF = 'who acted for the town: a staff identity';

/** Residents' reports, the moderators' queue, hiding and restoring, sanctions, and the admins' log. */
export const contentReportsModule: AppModule = {
  name: 'content-reports',
  routes: [{ plugin: contentReportsRoutes }],
  images: [{ column: 'moderation_log.details', notAnUpload: 'what a staff action changed: text, never a photo' }],
  notifications: {
    // Owed to the resident: no switch turns them off.
    content_report_received: {
      switch: null,
      text: () => 'Nous avons bien reçu votre signalement : la modération va l’examiner',
    },
    content_report_outcome: { switch: null, text: () => 'La modération a traité votre signalement' },
    moderation_warning: { switch: null, text: () => 'Vous avez reçu un avertissement de la modération' },
    moderation_suspension: { switch: null, text: () => 'Votre compte a été suspendu par la modération' },
    moderation_suspension_lifted: {
      switch: null,
      text: () => 'La modération a levé votre suspension : vous pouvez de nouveau publier',
    },
  },
  account: {
    export: [
      exportRows('contentReports', {
        table: 'content_reports',
        owner: 'reporter_id',
        columns: 'id, target_type, target_id, reason, details, status, created_at',
      }),
      exportRows('sanctions', {
        table: 'user_sanctions',
        owner: 'user_id',
        columns: 'kind, reason, ends_at, created_at',
      }),
    ],
    residentColumns: [
      // Their reports stay for the queue's history, anonymous.
      { column: 'content_reports.reporter_id', onErase: 'set null', exportedIn: 'contentReports' },
      {
        column: 'content_reports.target_user_id',
        onErase: 'set null',
        withheld: 'a report about the resident is the reporter’s (their sanctions are exported)',
      },
      { column: 'content_reports.resolved_by', onErase: 'set null', withheld: STAFF },
      { column: 'user_sanctions.user_id', onErase: 'cascade', exportedIn: 'sanctions' },
      { column: 'user_sanctions.moderator_id', onErase: 'set null', withheld: STAFF },
      // The log of staff actions (db/moderation-log.ts), which this module shows to admins.
      { column: 'moderation_log.moderator_id', onErase: 'set null', withheld: STAFF },
      {
        column: 'moderation_log.target_user_id',
        onErase: 'set null',
        withheld: 'the town’s record of what its staff did (the resident’s sanctions are exported)',
      },
    ],
  },
};
