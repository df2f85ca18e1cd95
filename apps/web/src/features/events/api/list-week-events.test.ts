import type { TownEvent } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { eventsOfTheWeek, WEEK_EVENTS_SHOWN } from './list-week-events';

const now = new Date('2026-07-14T08:00:00Z');
const event = (id: string, startsAt: string, cancelled = false) => ({ id, startsAt, cancelled }) as TownEvent;

describe('eventsOfTheWeek', () => {
  it('keeps the events starting within seven days, soonest first as listed, without the cancelled ones', () => {
    const events = [
      event('tonight', '2026-07-14T19:00:00Z'),
      event('cancelled', '2026-07-15T19:00:00Z', true),
      event('last-day', '2026-07-21T08:00:00Z'),
      event('next-week', '2026-07-21T08:00:01Z'),
    ];
    expect(eventsOfTheWeek(events, now).map((e) => e.id)).toEqual(['tonight', 'last-day']);
  });

  it(`shows at most ${WEEK_EVENTS_SHOWN}`, () => {
    const events = Array.from({ length: 8 }, (_, i) => event(`e${i}`, `2026-07-15T1${i}:00:00Z`));
    expect(eventsOfTheWeek(events, now)).toHaveLength(WEEK_EVENTS_SHOWN);
  });
});
