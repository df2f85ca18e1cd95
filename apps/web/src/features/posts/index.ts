export { PostList } from './components/post-list';
