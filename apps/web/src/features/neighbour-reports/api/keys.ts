import type { QueryClient } from '@tanstack/react-query';

/** Every neighbour-reports query starts with 'neighbour-reports': one invalidation reloads them all. */
export const neighbourReportKeys = {
  all: ['neighbour-reports'] as const,
  list: ['neighbour-reports', 'list'] as const,
  detail: (id: string) => ['neighbour-reports', 'detail', id] as const,
  similar: (params: object) => ['neighbour-reports', 'similar', params] as const,
};

/** After a report, a follow, a status change: the list, the open reports and the similar ones reload. */
export const refreshReports = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: neighbourReportKeys.all });
