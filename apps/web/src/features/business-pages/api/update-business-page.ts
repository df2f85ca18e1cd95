import type { BusinessPage, UpdateBusinessPageInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessPageKeys } from './keys';

export const updateBusinessPage = (id: string, input: UpdateBusinessPageInput) =>
  api<BusinessPage>(`/api/business-pages/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

/** Saves the page's information; the page and the list show it at once. */
export function useUpdateBusinessPage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBusinessPageInput) => updateBusinessPage(id, input),
    retry: false,
    onSuccess: async (page) => {
      queryClient.setQueryData(businessPageKeys.page(id), page);
      await queryClient.invalidateQueries({ queryKey: businessPageKeys.list });
    },
  });
}
