import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { NotFound } from '@/components/errors/not-found';
import { paths } from '@/config/paths';
import { AppShell } from './app-shell';
import { FeedRoute } from './routes/feed-route';
import { HomeRoute } from './routes/home-route';

/** A screen loaded on demand: the route's component from its module. */
function screen<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * The feed is the first screen of almost every visit: its code comes with the app's, without a
 * second round trip. The other screens load on demand (one chunk each).
 */
const screens: RouteObject[] = [
  // `/`: residents to the feed, visitors to their home (its code on demand).
  { path: paths.home, Component: HomeRoute },
  // The feed's h1 greets the resident: the page's title names the screen (RGAA 8.6).
  { path: paths.feed, Component: FeedRoute, handle: { title: 'Fil d’actualité' } },
  {
    path: paths.auth,
    lazy: screen(() => import('@/features/auth/components/auth-page'), 'AuthPage'),
  },
  {
    path: paths.menu,
    lazy: screen(() => import('@/features/menu/components/menu-page'), 'MenuPage'),
  },
  {
    path: paths.settings,
    lazy: screen(() => import('./routes/settings-route'), 'SettingsRoute'),
  },
  {
    path: paths.help,
    lazy: screen(() => import('@/features/legal/components/help-page'), 'HelpPage'),
  },
  {
    path: paths.terms,
    lazy: screen(() => import('@/features/legal/components/terms-page'), 'TermsPage'),
  },
  {
    path: paths.privacy,
    lazy: screen(() => import('@/features/legal/components/privacy-page'), 'PrivacyPage'),
  },
  {
    path: paths.cookies,
    lazy: screen(() => import('@/features/legal/components/cookies-page'), 'CookiesPage'),
  },
  {
    path: paths.communityStandards,
    lazy: screen(() => import('@/features/legal/components/community-standards-page'), 'CommunityStandardsPage'),
  },
  {
    path: paths.accessibility,
    lazy: screen(() => import('@/features/legal/components/accessibility-page'), 'AccessibilityPage'),
  },
  {
    // paths.post with the id as a route parameter: '/post/:id'.
    path: `${paths.post('')}:id`,
    lazy: screen(() => import('@/features/posts/components/post-page'), 'PostPage'),
  },
  {
    path: paths.profile,
    lazy: screen(() => import('@/features/profiles/components/my-profile-page'), 'MyProfilePage'),
  },
  {
    path: `${paths.profile}/:username`,
    lazy: screen(() => import('@/features/profiles/components/public-profile-page'), 'PublicProfilePage'),
  },
  {
    path: paths.adminPromotions,
    lazy: screen(() => import('@/features/promotions/components/admin-promotions-page'), 'AdminPromotionsPage'),
  },
  {
    path: paths.localBusinesses,
    lazy: screen(() => import('@/features/businesses/components/local-businesses-page'), 'LocalBusinessesPage'),
  },
  {
    path: paths.directory,
    lazy: screen(() => import('@/features/businesses/components/directory-page'), 'DirectoryPage'),
  },
  {
    path: paths.municipalServices,
    lazy: screen(
      () => import('@/features/municipal-services/components/municipal-services-page'),
      'MunicipalServicesPage',
    ),
  },
  {
    path: paths.adminMunicipalServices,
    lazy: screen(
      () => import('@/features/municipal-services/components/admin-municipal-services-page'),
      'AdminMunicipalServicesPage',
    ),
  },
  {
    path: paths.adminAddresses,
    lazy: screen(() => import('@/features/addresses/components/admin-addresses-page'), 'AdminAddressesPage'),
  },
  {
    path: paths.adminOpenData,
    lazy: screen(() => import('@/features/open-data/components/admin-open-data-page'), 'AdminOpenDataPage'),
  },
  {
    path: paths.associations,
    lazy: screen(() => import('@/features/associations/components/associations-page'), 'AssociationsPage'),
  },
  {
    path: paths.messenger,
    lazy: screen(() => import('@/features/messages/components/messages-page'), 'MessagesPage'),
  },
  {
    path: paths.messages,
    lazy: screen(() => import('@/features/messages/components/messages-page'), 'MessagesPage'),
  },
  {
    // paths.conversation with the id as a route parameter: '/conversation/:id'.
    path: `${paths.conversation('')}:id`,
    lazy: screen(() => import('@/features/messages/components/conversation-page'), 'ConversationPage'),
  },
  { path: paths.groups, lazy: screen(() => import('@/features/groups/components/groups-page'), 'GroupsPage') },
  { path: paths.friends, lazy: screen(() => import('@/features/friends/components/friends-page'), 'FriendsPage') },
  {
    path: paths.neighborsWatch,
    lazy: screen(() => import('@/features/neighbour-reports/components/neighbours-watch-page'), 'NeighboursWatchPage'),
  },
  {
    // paths.neighbourReport with the id as a route parameter: '/neighbors-watch/:id'.
    path: `${paths.neighbourReport('')}:id`,
    lazy: screen(() => import('@/features/neighbour-reports/components/report-page'), 'ReportPage'),
  },
  {
    path: paths.referendum,
    lazy: screen(() => import('@/features/referendums/components/referendums-page'), 'ReferendumsPage'),
  },
  {
    // paths.referendumPage with the id as a route parameter: '/referendum/:id'.
    path: `${paths.referendumPage('')}:id`,
    lazy: screen(() => import('@/features/referendums/components/referendum-page'), 'ReferendumPage'),
  },
  {
    path: paths.verification,
    lazy: screen(() => import('@/features/verification/components/verification-page'), 'VerificationPage'),
  },
  {
    path: paths.verificationDesk,
    lazy: screen(() => import('@/features/verification/components/town-hall-desk'), 'TownHallDesk'),
  },
  { path: paths.moderation, lazy: screen(() => import('./routes/moderation-route'), 'ModerationRoute') },
  {
    // paths.group with the id as a route parameter: '/groups/:id'.
    path: `${paths.group('')}:id`,
    lazy: screen(() => import('@/features/groups/components/group-page'), 'GroupPage'),
  },
  { path: paths.games, lazy: screen(() => import('@/features/games/components/games-page'), 'GamesPage') },
  { path: paths.weather, lazy: screen(() => import('@/features/weather/components/weather-page'), 'WeatherPage') },
  { path: paths.webcam, lazy: screen(() => import('@/features/webcams/components/webcams-page'), 'WebcamsPage') },
  { path: paths.sea, lazy: screen(() => import('@/features/sea/components/sea-page'), 'SeaPage') },
  { path: paths.ideaBox, lazy: screen(() => import('@/features/suggestions/components/idea-box-page'), 'IdeaBoxPage') },
  {
    path: paths.advertising,
    lazy: screen(() => import('@/features/advertising/components/advertising-page'), 'AdvertisingPage'),
  },
  {
    path: paths.adminAdvertising,
    lazy: screen(() => import('./routes/admin-advertising-route'), 'AdminAdvertisingRoute'),
  },
  { path: paths.sponsors, lazy: screen(() => import('@/features/sponsors/components/sponsors-page'), 'SponsorsPage') },
  {
    path: paths.announcements,
    lazy: screen(() => import('@/features/announcements/components/announcements-page'), 'AnnouncementsPage'),
  },
  {
    // paths.announcement with the id as a route parameter: '/annonces/:id'.
    path: `${paths.announcement('')}:id`,
    lazy: screen(() => import('@/features/announcements/components/announcement-page'), 'AnnouncementPage'),
  },
  {
    path: paths.marketplace,
    lazy: screen(() => import('@/features/marketplace/components/marketplace-page'), 'MarketplacePage'),
  },
  {
    // paths.listing with the id as a route parameter: '/marketplace/:id'.
    path: `${paths.listing('')}:id`,
    lazy: screen(() => import('@/features/marketplace/components/listing-page'), 'ListingPage'),
  },
  { path: paths.saved, lazy: screen(() => import('@/features/saved/components/saved-page'), 'SavedPage') },
  { path: paths.events, lazy: screen(() => import('@/features/events/components/events-page'), 'EventsPage') },
  {
    // paths.event with the id as a route parameter: '/event/:id'.
    path: `${paths.event('')}:id`,
    lazy: screen(() => import('@/features/events/components/event-page'), 'EventPage'),
  },
  { path: paths.dating, lazy: screen(() => import('@/features/dating/components/dating-page'), 'DatingPage') },
  {
    path: paths.notifications,
    lazy: screen(() => import('@/features/notifications/components/notifications-page'), 'NotificationsPage'),
  },
  {
    path: paths.business,
    lazy: screen(() => import('@/features/business-pages/components/business-pages-page'), 'BusinessPagesPage'),
  },
  {
    // paths.businessPage with the id as a route parameter: '/business/:id'.
    path: `${paths.businessPage('')}:id`,
    lazy: screen(() => import('@/features/business-pages/components/business-page-detail'), 'BusinessPageDetail'),
  },
  { path: '*', Component: NotFound },
];

/** The app's router, made once at start (app/main.tsx). */
export type AppRouter = ReturnType<typeof createRouter>;

/**
 * `slug`: the town's (its configuration is loaded before the router is made), which names the
 * assistant's route, /ask-{slug}-ia; any other slug is an unknown path.
 */
export function createRouter(slug: string) {
  const assistant: RouteObject = {
    path: paths.assistant(slug),
    lazy: screen(() => import('@/features/assistant/components/assistant-page'), 'AssistantPage'),
  };
  return createBrowserRouter([
    {
      Component: AppShell,
      // While the first screen's code loads, the shell (top bar, tabs) is drawn with an empty content area.
      children: [{ errorElement: <ErrorFallback />, HydrateFallback: () => null, children: [...screens, assistant] }],
    },
  ]);
}
