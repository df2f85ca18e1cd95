import type { StoryGroup } from '@portmarin/shared';

const story = (id: string, seen: boolean, hoursAgo: number) => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  imageUrl: `/uploads/stories/${id}.webp`,
  createdAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  expiresAt: new Date(Date.now() + (24 - hoursAgo) * 3_600_000).toISOString(),
  seen,
});

const author = (id: string, name: string) => ({ id, name, username: null, image: null, verified: false });

/** Test data only, in the server's order: own group, unseen, seen. */
export const OWN_GROUP: StoryGroup = {
  author: author('user-1', 'Camille Marin'),
  stories: [story('01', true, 3)],
  hasNewStory: false,
};
export const MARIE: StoryGroup = {
  author: author('user-2', 'Marie Le Goff'),
  stories: [story('11', true, 5), story('12', false, 2)],
  hasNewStory: true,
};
export const YANN: StoryGroup = {
  author: author('user-3', 'Yann Kerbrat'),
  stories: [story('21', false, 1)],
  hasNewStory: true,
};
export const LENA: StoryGroup = {
  author: author('user-4', 'Léna Morvan'),
  stories: [story('31', true, 4)],
  hasNewStory: false,
};
