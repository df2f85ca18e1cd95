import type { StoriesResponse, StoryGroup } from '@portmarin/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const listStories = () => api<StoriesResponse>('/api/stories');

export const storiesQuery = queryOptions({
  queryKey: ['stories'],
  queryFn: listStories,
  // Stories expire after 24 hours and friends add new ones: refresh more often than the 5-minute default.
  staleTime: 60 * 1000,
});

export function useStories() {
  return useQuery(storiesQuery);
}

/** Marks stories seen in the cached strip, in place: the strip keeps its order until the next refresh. */
export function markSeenInCache(queryClient: QueryClient, storyIds: ReadonlySet<string>): void {
  queryClient.setQueryData(storiesQuery.queryKey, (previous) => {
    if (!previous) return previous;
    return { groups: previous.groups.map((group) => markGroupSeen(group, storyIds)) };
  });
}

export function markGroupSeen(group: StoryGroup, storyIds: ReadonlySet<string>): StoryGroup {
  if (!group.stories.some((story) => storyIds.has(story.id) && !story.seen)) return group;
  const stories = group.stories.map((story) => (storyIds.has(story.id) ? { ...story, seen: true } : story));
  return { ...group, stories, hasNewStory: stories.some((story) => !story.seen) };
}
