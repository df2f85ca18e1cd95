import type {
  FranceConnectLogout,
  MeResponse,
  ResendVerificationInput,
  SessionUser,
  SignInInput,
  SignUpInput,
} from '@portmarin/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from './api-client';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<MeResponse>('/api/me'),
  staleTime: 60 * 1000,
});

export type SessionState = { status: 'loading' } | { status: 'ready'; user: SessionUser | null };

/** The current session: loading, then a user or none; follows auth-change events. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQuery);
  if (isPending) return { status: 'loading' };
  return { status: 'ready', user: data?.user ?? null };
}

/** Where « Accueil » leads: a visitor's home at `/`, else (a resident, or not known yet) the feed. */
export function useHomePath(): string {
  const session = useSession();
  return session.status === 'ready' && !session.user ? paths.home : paths.feed;
}

const AUTH_CHANNEL = 'portmarin-auth';

/** Auth-change event: refresh this tab's session and tell the other open tabs. */
export async function announceAuthChange(queryClient: QueryClient): Promise<void> {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage('changed');
    channel.close();
  }
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'town' });
  await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/** Listens for auth changes made in other tabs; returns the unsubscribe function. */
export function listenAuthChanges(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.onmessage = () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'town' });
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };
  return () => channel.close();
}

export const signIn = (input: SignInInput) => api<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });

export const signUp = (input: SignUpInput) =>
  api<unknown>('/api/auth/sign-up/email', { method: 'POST', body: { ...input, callbackURL: '/' } });

export const signOut = () => api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

/**
 * Where to end FranceConnect's session too, asked before signing out: its logout URL when this
 * session identified with it (docs/decisions/0089), else null. A failure never blocks signing out.
 */
export const franceConnectLogoutUrl = () =>
  api<FranceConnectLogout>('/api/verification/franceconnect/logout', { method: 'POST', body: {} }).then(
    (answer) => answer.redirectTo,
    () => null,
  );

export const resendVerification = (input: ResendVerificationInput) =>
  api<unknown>('/api/auth/send-verification-email', { method: 'POST', body: { ...input, callbackURL: '/' } });

export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/auth' } });

export const resetPassword = (input: { newPassword: string; token: string }) =>
  api<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
