import { ModerationLog } from '@/features/content-reports/components/moderation-log';
import { ModerationQueue } from '@/features/content-reports/components/moderation-queue';
import { BirthDateCorrectionsQueue } from '@/features/dating/components/birth-date-corrections-queue';
import { ModerationPage } from '@/features/moderation-requests/components/moderation-page';
import { ReferendumProposalsQueue } from '@/features/referendums/components/referendum-proposals-queue';

/**
 * /moderation composes the moderators' tools of the content-reports feature with the requests and the
 * chat, and what other features hold for a decision ('À valider').
 */
export function ModerationRoute() {
  return (
    <ModerationPage
      queue={<ModerationQueue />}
      log={<ModerationLog />}
      pending={
        <div className="flex flex-col gap-8">
          <ReferendumProposalsQueue />
          <BirthDateCorrectionsQueue />
        </div>
      }
    />
  );
}
