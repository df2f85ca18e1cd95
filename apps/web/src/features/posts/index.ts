// What other code uses of posts: the card and composer of a place's posts (a group's, a business
// page's, a profile's), the pieces a saved post or a civic comment is drawn with, the feed's query
// for the first screen, and the one way to change a post in every cache that holds it.
// Everything re-exported here joins the start chunk (the feed imports this index): what loads on
// demand is exported lazy, and the screens (feed, post page) are imported by src/app by their path.
export { feedQuery } from './api/list-feed';
export { updatePostInCaches } from './api/post-cache';
export { CommentThread } from './components/comment-thread';
export { LazyCommentsThread } from './components/lazy-comments-thread';
export { LikeButton } from './components/like-button';
export { AuthorName, PostSignature, RelativeTime } from './components/post-author';
export { PostCard } from './components/post-card';
export type { PostPlace } from './api/create-post';
export { PostComposer } from './components/post-composer';
export { PostList } from './components/post-list';
export { PostSharePanel } from './components/post-share-panel';
export { PostText } from './components/post-text';
