import type { MyProfile, SessionUser, TownConfig } from '@portmarin/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

export const TOWN = {
  townName: 'Port-Marin',
  productName: 'PortMarin',
  slug: 'portmarin',
} as TownConfig;

export const RESIDENT: SessionUser = {
  id: 'u1',
  name: 'Marie Le Goff',
  email: 'marie.legoff@exemple.fr',
  username: 'marie',
  role: 'user',
  emailVerified: true,
};

export function makeProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    id: 'u1',
    name: 'Marie Le Goff',
    username: 'marie',
    hidden: false,
    image: null,
    coverImage: null,
    bio: null,
    location: null,
    verified: false,
    role: 'user',
    createdAt: '2025-05-16T10:00:00.000Z',
    postsCount: 0,
    followersCount: 0,
    followingCount: 0,
    likesReceivedCount: 0,
    isMe: false,
    isFollowedByMe: false,
    photos: [],
    followers: [],
    email: 'marie.legoff@exemple.fr',
    ...overrides,
  };
}

type Handler = (
  url: string,
  init: RequestInit,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** Replaces fetch with a router of JSON answers; returns the spy to inspect the calls. */
export function mockFetch(handler: Handler) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, body } = await handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** Renders inside the app's providers: query cache (town and session preset), router. */
export function renderWithProviders(
  ui: ReactNode,
  {
    user = RESIDENT,
    path = '/',
    route = '*',
  }: { user?: SessionUser | null | 'loading'; path?: string; route?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['town'], TOWN);
  if (user !== 'loading') queryClient.setQueryData(['session'], { user });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/auth" element={<h1>Connexion</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
