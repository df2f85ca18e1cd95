import type { ComponentType } from 'react';
import { features } from '@/app/features';
import { ModerationPage } from '@/features/moderation-requests/components/moderation-page';

/**
 * /moderation composes the moderators' tools with the requests and the chat: the queue, the log and
 * the lists held for a decision ('À valider', in their positions) are the features' (`moderation` in
 * their feature.ts), loaded before the screen draws.
 */
export async function loadModerationRoute(): Promise<ComponentType> {
  const declared = features.flatMap((feature) =>
    (feature.moderation ?? []).map((part) => ({ id: feature.name, part })),
  );
  const one = (slot: 'queue' | 'log') => {
    const found = declared.find(({ part }) => part.slot === slot);
    if (!found) throw new Error(`No feature declares /moderation's ${slot}.`);
    return found.part.load();
  };
  const pendingParts = declared
    .filter(({ part }) => part.slot === 'pending')
    .sort((a, b) => (a.part.position ?? 0) - (b.part.position ?? 0));
  const [Queue, Log, pending] = await Promise.all([
    one('queue'),
    one('log'),
    Promise.all(pendingParts.map(async ({ id, part }) => ({ id, Component: await part.load() }))),
  ]);
  return function ModerationRoute() {
    return (
      <ModerationPage
        queue={<Queue />}
        log={<Log />}
        pending={
          <div className="flex flex-col gap-8">
            {pending.map(({ id, Component }) => (
              <Component key={id} />
            ))}
          </div>
        }
      />
    );
  };
}
