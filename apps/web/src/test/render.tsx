import type { SessionUser } from '@portmarin/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export function renderWithClient(ui: ReactNode, { user = null }: { user?: SessionUser | null } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(['session'], { user });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch: `'GET /api/promotions'` → handler; any other call fails the test. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const resident = (role: SessionUser['role'] = 'user'): SessionUser => ({
  id: 'user-1',
  name: 'Camille Marin',
  email: 'camille@exemple.fr',
  username: 'camille',
  image: null,
  role,
  emailVerified: true,
});
