import type { SessionUser, TownConfig } from '@portmarin/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { townQuery } from '@/config/town';
import { sessionQuery } from '@/lib/auth';
import { TOWN } from './fixtures';

type CacheOptions = {
  /** The session: a resident, a visitor (null, the default) or still loading. */
  user?: SessionUser | null | 'loading';
  /** The town, in the cache as the start puts it there; null leaves it out. */
  town?: TownConfig | null;
};

/** A query client without retries, holding the session and the town as the app has them. */
export function testQueryClient({ user = null, town = TOWN }: CacheOptions = {}): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (town) client.setQueryData(townQuery.queryKey, town);
  if (user !== 'loading') client.setQueryData(sessionQuery.queryKey, { user });
  return client;
}

type RenderOptions = CacheOptions & {
  /** The address the test starts at, and the route that shows `ui` there. */
  path?: string;
  route?: string;
  /** Other screens the test may go to, by route; /auth is there already. */
  routes?: Record<string, ReactNode>;
};

/** Renders inside the app's providers: the query cache and a router. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', route = '*', routes = {}, ...cache }: RenderOptions = {},
) {
  const client = testQueryClient(cache);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/auth" element={<h1>Connexion</h1>} />
          {Object.entries(routes).map(([to, element]) => (
            <Route key={to} path={to} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/** A JSON answer (no body for 204). */
export const json = (body: unknown, status = 200) =>
  new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Reply = { status?: number; body?: unknown };

/** Replaces fetch with `handler`, answering a Response or JSON; returns the spy to inspect the calls. */
export function mockFetch(handler: (url: string, init: RequestInit) => Reply | Response | Promise<Reply | Response>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = await handler(url, init);
    return reply instanceof Response ? reply : json(reply.body, reply.status);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** Replaces fetch: `'GET /api/promotions'` → handler; any other call fails the test. Returns the calls. */
export function mockApi(routes: Record<string, (init: RequestInit) => Response | Promise<Response>>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    return route(init);
  });
  return calls;
}
