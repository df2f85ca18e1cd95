// What other code uses of events: the visitors' home section (the week's events, the town calendar).
export { WeekEventsSection } from './components/week-events-section';
