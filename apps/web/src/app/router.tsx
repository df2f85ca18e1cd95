import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { NotFound } from '@/components/errors/not-found';
import { AppShell } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { RootRedirect } from './routes/root-redirect';

/** Screens load on demand (one chunk each) so the first screen stays small. */
const screens: RouteObject[] = [
  {
    path: paths.feed,
    lazy: () => import('./routes/feed-route').then((m) => ({ Component: m.FeedRoute })),
  },
  {
    path: paths.auth,
    lazy: () => import('@/features/auth/components/auth-page').then((m) => ({ Component: m.AuthPage })),
  },
  {
    path: paths.menu,
    lazy: () => import('@/features/menu/components/menu-page').then((m) => ({ Component: m.MenuPage })),
  },
  {
    path: paths.settings,
    lazy: () => import('@/features/settings/components/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: paths.help,
    lazy: () => import('@/features/legal/components/help-page').then((m) => ({ Component: m.HelpPage })),
  },
  {
    path: paths.terms,
    lazy: () => import('@/features/legal/components/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.privacy,
    lazy: () => import('@/features/legal/components/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: paths.cookies,
    lazy: () => import('@/features/legal/components/cookies-page').then((m) => ({ Component: m.CookiesPage })),
  },
  {
    path: paths.communityStandards,
    lazy: () =>
      import('@/features/legal/components/community-standards-page').then((m) => ({
        Component: m.CommunityStandardsPage,
      })),
  },
  {
    // paths.post with the id as a route parameter: '/post/:id'.
    path: `${paths.post('')}:id`,
    lazy: () => import('@/features/post/components/post-page').then((m) => ({ Component: m.PostPage })),
  },
  // routes: post
  // routes: profile
  {
    path: paths.profile,
    lazy: () => import('@/features/profile/components/my-profile-page').then((m) => ({ Component: m.MyProfilePage })),
  },
  {
    path: `${paths.profile}/:username`,
    lazy: () =>
      import('@/features/profile/components/public-profile-page').then((m) => ({ Component: m.PublicProfilePage })),
  },
  {
    path: paths.adminPromotions,
    lazy: () =>
      import('@/features/promotions/components/admin-promotions-page').then((m) => ({
        Component: m.AdminPromotionsPage,
      })),
  },
  // routes: admin-promotions
  {
    path: paths.messenger,
    lazy: () => import('@/features/messages/components/messages-page').then((m) => ({ Component: m.MessagesPage })),
  },
  {
    path: paths.messages,
    lazy: () => import('@/features/messages/components/messages-page').then((m) => ({ Component: m.MessagesPage })),
  },
  {
    // paths.conversation with the id as a route parameter: '/conversation/:id'.
    path: `${paths.conversation('')}:id`,
    lazy: () =>
      import('@/features/messages/components/conversation-page').then((m) => ({ Component: m.ConversationPage })),
  },
  // routes: messages
  {
    path: paths.notifications,
    lazy: () =>
      import('@/features/notifications/components/notifications-page').then((m) => ({
        Component: m.NotificationsPage,
      })),
  },
  // routes: notifications
  { path: '*', Component: NotFound },
];

/** The app's router, made once at start (app/main.tsx). */
export type AppRouter = ReturnType<typeof createRouter>;

export function createRouter() {
  return createBrowserRouter([
    { path: paths.home, Component: RootRedirect },
    {
      Component: AppShell,
      // While the first screen's code loads, the shell (top bar, tabs) is drawn with an empty
      // content area: two shorter renders instead of one long one, and no react-router warning.
      children: [{ errorElement: <ErrorFallback />, HydrateFallback: () => null, children: screens }],
    },
  ]);
}
