import { FeedHeader } from './feed-header';

export function FeedPage() {
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <FeedHeader />
    </div>
  );
}
