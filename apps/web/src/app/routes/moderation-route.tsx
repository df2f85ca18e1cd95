import { ModerationLog } from '@/features/content-reports/components/moderation-log';
import { ModerationQueue } from '@/features/content-reports/components/moderation-queue';
import { ModerationPage } from '@/features/moderation-requests/components/moderation-page';

/** /moderation composes the moderators' tools of the content-reports feature with the requests and the chat. */
export function ModerationRoute() {
  return <ModerationPage queue={<ModerationQueue />} log={<ModerationLog />} />;
}
