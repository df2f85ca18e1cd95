import { paths } from '@/config/paths';
import { screen, type WebFeature } from '@/lib/web-feature';

/**
 * The posts feature's description of itself, listed in features/index.ts (which imports this file,
 * not the index: the index's other exports would join the first screen's code).
 */
export const postsFeature: WebFeature = {
  name: 'posts',
  routes: () => [
    // paths.post with the id as a route parameter: '/post/:id'.
    { path: `${paths.post('')}:id`, lazy: screen(() => import('./components/post-page'), 'PostPage') },
  ],
  parts: () => import('./parts').then((m) => m.parts),
};
