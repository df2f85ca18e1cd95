// What other code uses of announcements: the feed's pinned slot and its query for the first
// screen, and the visitors' home section.
export { currentAnnouncementsQuery } from './api/list-announcements';
export { AnnouncementsVisitorSection } from './components/announcements-visitor-section';
export { PinnedAnnouncements } from './components/pinned-announcements';
