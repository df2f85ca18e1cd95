// What other code uses of stories: the feed's strip and its query for the first screen.
export { storiesQuery } from './api/list-stories';
export { StoriesStrip } from './components/stories-strip';
