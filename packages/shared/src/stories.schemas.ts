import { z } from 'zod';
import { PostAuthor } from './posts.schemas.ts';
import { declareKinds } from './content-kind.ts';

export const STORY_LIFETIME_HOURS = 24;

export const StoryItem = z.object({
  id: z.uuid(),
  imageUrl: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  seen: z.boolean(),
  /** True only for its author and moderators: hidden by a moderator, nobody else sees it. */
  hiddenByModeration: z.boolean().optional(),
});
export type StoryItem = z.infer<typeof StoryItem>;

/** One resident's live stories, oldest first; hasNewStory while one is unseen by the viewer. */
export const StoryGroup = z.object({ author: PostAuthor, stories: z.array(StoryItem), hasNewStory: z.boolean() });
export type StoryGroup = z.infer<typeof StoryGroup>;

/** The viewer's own group (if any) first, then unseen groups, then seen ones. */
export const StoriesResponse = z.object({ groups: z.array(StoryGroup) });
export type StoriesResponse = z.infer<typeof StoriesResponse>;

export const CreateStoryInput = z.object({ uploadId: z.uuid() });
export const StoryIdParams = z.object({ id: z.uuid() });

/** The kinds of stories and what residents may do with them (kinds.ts derives the lists). */
export const storiesKinds = declareKinds({
  feature: 'stories',
  kinds: [{ name: 'story', label: 'Story', reportable: true, uploads: ['story'] }],
});
