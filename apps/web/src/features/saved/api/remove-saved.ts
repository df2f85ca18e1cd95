import type { SavedKind, SavedPage } from '@portmarin/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { setSaved } from './save-item';
import { savedKeys } from './saved-keys';
import { updatePostInCaches } from '@/features/posts';
import { itemTarget } from '../lib/saved-item';

type Target = { kind: SavedKind; id: string };

/** 'Supprimer': the bookmark goes, its card leaves every tab at once, and its post says so. */
export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: Target) => setSaved(kind, id, false),
    retry: false,
    onSuccess: (_result, { kind, id }) => {
      queryClient.setQueriesData<InfiniteData<SavedPage>>({ queryKey: savedKeys.lists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => {
                  const target = itemTarget(item);
                  return target.kind !== kind || target.id !== id;
                }),
              })),
            }
          : data,
      );
      queryClient.setQueryData(savedKeys.state(kind, id), false);
      if (kind === 'post') updatePostInCaches(queryClient, id, (p) => ({ ...p, savedByMe: false }));
    },
  });
}
