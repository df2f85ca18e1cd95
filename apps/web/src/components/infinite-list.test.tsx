import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from './infinite-list';

/** An IntersectionObserver the test drives: `intersect()` says the sentinel came into view. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () =>
    act(() => callbacks.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
}

const query = (overrides: Partial<Parameters<typeof InfiniteList>[0]['query']> = {}) => ({
  isPending: false,
  isError: false,
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(async () => undefined),
  ...overrides,
});

function renderList(q: ReturnType<typeof query>, count = 1) {
  render(
    <InfiniteList
      query={q}
      count={count}
      loading={<p>Chargement</p>}
      failed={<p>Échec</p>}
      empty={<p>Rien</p>}
      nextPageError="Impossible de charger la suite."
    >
      <ul>
        <li>Élément</li>
      </ul>
    </InfiniteList>,
  );
}

describe('InfiniteList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the next page when its end comes into view', () => {
    const intersect = stubObserver();
    const q = query();
    renderList(q);
    expect(screen.getByText('Élément')).toBeInTheDocument();
    intersect();
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('waits for the button after a failed page: no retry loop', () => {
    const intersect = stubObserver();
    const q = query({ isError: true, isFetchNextPageError: true });
    renderList(q);
    expect(screen.getByRole('alert').textContent).toBe('Impossible de charger la suite.');
    intersect();
    expect(q.fetchNextPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows the loading, failed and empty states in place of the items', () => {
    stubObserver();
    renderList(query({ isPending: true, hasNextPage: false }), 0);
    expect(screen.getByText('Chargement')).toBeInTheDocument();
    renderList(query({ isError: true, hasNextPage: false }), 0);
    expect(screen.getByText('Échec')).toBeInTheDocument();
    renderList(query({ hasNextPage: false }), 0);
    expect(screen.getByText('Rien')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
