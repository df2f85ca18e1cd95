import type { Post, SessionUser } from '@portmarin/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { sessionQuery } from '@/lib/auth';

export const resident: SessionUser = {
  id: 'user-1',
  name: 'Marie Le Goff',
  email: 'marie@exemple.fr',
  username: 'marie',
  image: null,
  role: 'user',
  emailVerified: true,
};

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    content: 'Bonjour le port !',
    imageUrl: null,
    thumbnailUrl: null,
    videoUrl: null,
    likesCount: 3,
    commentsCount: 0,
    sharesCount: 0,
    createdAt: new Date(Date.now() - 15 * 60 * 1000).toISOString(),
    updatedAt: new Date().toISOString(),
    author: { id: 'user-2', name: 'Yann Kerleau', username: 'yann', image: null, verified: false },
    likedByMe: false,
    ...overrides,
  };
}

/** A query client with the session already known (a resident, or null for a visitor). */
export function testQueryClient(user: SessionUser | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(sessionQuery.queryKey, { user });
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** A fetch answering JSON, optionally after a delay the test controls. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
