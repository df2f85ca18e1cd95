import type { CivicSubjectType } from '@portmarin/shared';

/**
 * Query keys of civic comments. Features showing a comment count (referendums, neighbour reports,
 * suggestions) may watch or invalidate them; `onCountChange` of `CivicComments` is the simpler way.
 */
export const civicCommentKeys = {
  all: ['civic-comments'] as const,
  subject: (type: CivicSubjectType, id: string) => ['civic-comments', type, id] as const,
};
