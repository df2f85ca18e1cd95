import { vi } from 'vitest';

const settled = () => ({
  data: undefined,
  error: null,
  refetch: vi.fn(),
  isPending: false,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(async () => undefined),
});

/** An infinite query as the lists read it: settled, nothing more to load, unless `state` says otherwise. */
export const pagedQuery = <State extends object>(
  state: State,
): Omit<ReturnType<typeof settled>, keyof State> & State => ({
  ...settled(),
  ...state,
});
