// What other code uses of civic comments: the discussion under a referendum, a neighbour report or
// a suggestion, and its query keys for a screen that shows a comment count.
export { civicCommentKeys } from './api/keys';
export { CivicComments } from './components/civic-comments';
