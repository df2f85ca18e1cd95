import type { SeaBeach, SeaPage, SetBeachFlagInput } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { seaKeys } from './keys';

export const setBeachFlag = ({ beachId, ...input }: SetBeachFlagInput & { beachId: string }) =>
  api<SeaBeach>(`/api/sea/beaches/${encodeURIComponent(beachId)}/flag`, { method: 'PUT', body: input });

/** The beach's new flag shows at once: the answer replaces it in the page. */
export function useSetBeachFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBeachFlag,
    retry: false,
    onSuccess: (beach) =>
      queryClient.setQueryData<SeaPage>(
        seaKeys.page,
        (page) => page && { ...page, beaches: page.beaches.map((b) => (b.id === beach.id ? beach : b)) },
      ),
  });
}
