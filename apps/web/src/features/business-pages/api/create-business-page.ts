import type { BusinessPage, CreateBusinessPageInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessPageKeys } from './keys';

export const createBusinessPage = (input: CreateBusinessPageInput) =>
  api<BusinessPage>('/api/business-pages', { method: 'POST', body: input });

/** Creates a page, then reloads the list (spec: success refreshes the list). */
export function useCreateBusinessPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusinessPage,
    // A page must not be created twice by a silent retry.
    retry: false,
    onSuccess: async (page) => {
      queryClient.setQueryData(businessPageKeys.page(page.id), page);
      await queryClient.invalidateQueries({ queryKey: businessPageKeys.list });
    },
  });
}
