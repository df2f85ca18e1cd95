// What other code uses of announcements: the feed's pinned slot and its query for the first screen.
export { currentAnnouncementsQuery } from './api/list-announcements';
export { PinnedAnnouncements } from './components/pinned-announcements';
