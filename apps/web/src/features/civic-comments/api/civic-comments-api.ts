import type { CivicComment, CivicCommentsPage, CivicSubjectType } from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withComment, withoutComment, type CommentsData } from './civic-comments-cache';
import { civicCommentKeys } from './keys';

type Subject = { subjectType: CivicSubjectType; subjectId: string };

const subjectPath = ({ subjectType, subjectId }: Subject) =>
  `/api/civic-comments/${encodeURIComponent(subjectType)}/${encodeURIComponent(subjectId)}`;

export const civicCommentsQuery = (subject: Subject) =>
  infiniteQueryOptions({
    queryKey: civicCommentKeys.subject(subject.subjectType, subject.subjectId),
    queryFn: ({ pageParam, signal }) =>
      api<CivicCommentsPage>(`${subjectPath(subject)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useCivicComments = (subject: Subject) => useInfiniteQuery(civicCommentsQuery(subject));

export function useCreateCivicComment(subject: Subject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api<CivicComment>(subjectPath(subject), { method: 'POST', body: { content } }),
    // Posting twice is worse than a failure the resident can retry.
    retry: false,
    onSuccess: (comment) =>
      queryClient.setQueryData<CommentsData>(civicCommentKeys.subject(subject.subjectType, subject.subjectId), (data) =>
        withComment(data, comment),
      ),
  });
}

export function useDeleteCivicComment(subject: Subject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      api<void>(`/api/civic-comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
    onSuccess: (_result, commentId) =>
      queryClient.setQueryData<CommentsData>(civicCommentKeys.subject(subject.subjectType, subject.subjectId), (data) =>
        withoutComment(data, commentId),
      ),
  });
}
