import { declareKinds } from './content-kind.ts';

/**
 * The notification types of content-reports: apart from content-reports.schemas.ts, which uses the
 * derived report targets (kinds.ts cannot read a file that reads kinds.ts).
 */
export const contentReportsKinds = declareKinds({
  feature: 'content-reports',
  kinds: [],
  notifications: [
    'content_report_received',
    'content_report_outcome',
    'moderation_warning',
    'moderation_suspension',
    'moderation_suspension_lifted',
  ],
});
