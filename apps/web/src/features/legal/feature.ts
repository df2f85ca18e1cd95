import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The legal feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const legalFeature: WebFeature = {
  name: 'legal',
  routes: () => [
    { path: paths.help, lazy: screen(() => import('./components/help-page'), 'HelpPage') },
    { path: paths.terms, lazy: screen(() => import('./components/terms-page'), 'TermsPage') },
    { path: paths.privacy, lazy: screen(() => import('./components/privacy-page'), 'PrivacyPage') },
    { path: paths.cookies, lazy: screen(() => import('./components/cookies-page'), 'CookiesPage') },
    {
      path: paths.communityStandards,
      lazy: screen(() => import('./components/community-standards-page'), 'CommunityStandardsPage'),
    },
    { path: paths.accessibility, lazy: screen(() => import('./components/accessibility-page'), 'AccessibilityPage') },
  ],
};
