export { CommentThread } from './components/comment-thread';
export { PostList } from './components/post-list';
