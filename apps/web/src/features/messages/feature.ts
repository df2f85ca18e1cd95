import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The messages feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const messagesFeature: WebFeature = {
  name: 'messages',
  routes: () => [
    { path: paths.messenger, lazy: screen(() => import('./components/messages-page'), 'MessagesPage') },
    { path: paths.messages, lazy: screen(() => import('./components/messages-page'), 'MessagesPage') },
    // paths.conversation with the id as a route parameter: '/conversation/:id'.
    {
      path: `${paths.conversation('')}:id`,
      lazy: screen(() => import('./components/conversation-page'), 'ConversationPage'),
    },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
