import {
  CreateEventInput,
  EVENT_CAPACITY_MESSAGE,
  EVENT_DATE_PAST_MESSAGE,
  type EventCategory,
  type TownEvent,
} from '@portmarin/shared';
import { longDate } from '@/lib/format';

/** The form as typed: every field a string (the places too), the photo apart. */
export type EventFormValues = {
  title: string;
  date: string;
  time: string;
  location: string;
  category: EventCategory;
  capacity: string;
  description: string;
  forMeetingPeople: boolean;
};

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  date: '',
  time: '',
  location: '',
  category: 'Musique',
  capacity: '',
  description: '',
  forMeetingPeople: false,
};

/** An event's own values, for the edit form. */
export const eventFormValues = (event: TownEvent): EventFormValues => ({
  title: event.title,
  date: event.date,
  time: event.time,
  location: event.location,
  category: event.category,
  capacity: event.capacity === null ? '' : String(event.capacity),
  description: event.description,
  forMeetingPeople: event.forMeetingPeople,
});

type Valid = Omit<CreateEventInput, 'uploadId'>;

/**
 * The form checked with the shared contract (the server checks the same): the input, or the first
 * French message per field. The date must be to come, read on this device's clock.
 */
export function validateEventForm(
  values: EventFormValues,
  now: Date = new Date(),
): { ok: true; input: Valid } | { ok: false; errors: EventFormErrors } {
  const errors: EventFormErrors = {};
  const capacityText = values.capacity.trim();
  let capacity: number | null = null;
  if (capacityText !== '') {
    capacity = /^\d+$/.test(capacityText) ? Number(capacityText) : Number.NaN;
    if (Number.isNaN(capacity)) errors.capacity = EVENT_CAPACITY_MESSAGE;
  }
  const parsed = CreateEventInput.omit({ uploadId: true }).safeParse({ ...values, capacity });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'title') as keyof EventFormValues;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.date && !errors.time && new Date(`${values.date}T${values.time}:00`) <= now) {
    errors.date = EVENT_DATE_PAST_MESSAGE;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** 'N participants': 0 and 1 take the singular, in French. */
export function attendeesLabel(count: number): string {
  return `${count.toLocaleString('fr-FR')} ${count > 1 ? 'participants' : 'participant'}`;
}

/** "Samedi 5 juillet 2026 à 20:30", from the event's date and time in the town's zone. */
export function eventWhen(event: Pick<TownEvent, 'date' | 'time'>): string {
  const [year = 2000, month = 1, day = 1] = event.date.split('-').map(Number);
  return `${longDate(new Date(year, month - 1, day))} à ${event.time}`;
}
