import type {
  Review,
  ReviewReplyInput,
  ReviewsPage,
  ReviewTarget,
  ReviewWriteResponse,
  UpsertReviewInput,
} from '@portmarin/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** '/api/businesses/{id}/reviews' or '/api/business-pages/{id}/reviews'. */
export function reviewsUrl(target: ReviewTarget): string {
  const base = target.kind === 'business' ? '/api/businesses' : '/api/business-pages';
  return `${base}/${encodeURIComponent(target.id)}/reviews`;
}

export const reviewsQuery = (target: ReviewTarget) =>
  infiniteQueryOptions({
    queryKey: ['reviews', target.kind, target.id],
    queryFn: ({ pageParam, signal }) =>
      api<ReviewsPage>(`${reviewsUrl(target)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useReviews(target: ReviewTarget) {
  return useInfiniteQuery(reviewsQuery(target));
}

function useReviewMutation<T, R>(target: ReviewTarget, mutationFn: (vars: T) => Promise<R>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewsQuery(target).queryKey });
      onDone?.();
    },
  });
}

/** Rates, or changes one's rating (PUT: one review per resident). */
export function useUpsertReview(target: ReviewTarget, onDone?: () => void) {
  return useReviewMutation(
    target,
    (input: UpsertReviewInput) => api<ReviewWriteResponse>(reviewsUrl(target), { method: 'PUT', body: input }),
    onDone,
  );
}

export function useDeleteReview(target: ReviewTarget, onDone?: () => void) {
  return useReviewMutation(target, () => api<ReviewWriteResponse>(reviewsUrl(target), { method: 'DELETE' }), onDone);
}

export function useReplyToReview(target: ReviewTarget) {
  return useReviewMutation(target, ({ reviewId, input }: { reviewId: string; input: ReviewReplyInput }) =>
    api<Review>(`${reviewsUrl(target)}/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', body: input }),
  );
}
