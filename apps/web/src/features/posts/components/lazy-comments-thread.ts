import { lazy } from 'react';

/**
 * The comments thread, loaded when a resident first opens one: its forms and dialogs stay out of
 * the feed's first screen. Render it inside <Suspense>.
 */
export const LazyCommentsThread = lazy(() => import('./comments-thread').then((m) => ({ default: m.CommentsThread })));
