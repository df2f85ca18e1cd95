import {
  ALERT_CATEGORY,
  AnnouncementInput,
  type Announcement,
  type AnnouncementCategory,
  type AnnouncementInput as AnnouncementInputValue,
} from '@portmarin/shared';

export type AnnouncementFormValues = {
  category: AnnouncementCategory;
  title: string;
  text: string;
  location: string;
  startsAt: string;
  endsAt: string;
  /** « Épingler en tête du fil »: always for an Alerte. */
  pinned: boolean;
};

export type AnnouncementFormErrors = Partial<Record<keyof AnnouncementFormValues, string>>;

/** 'YYYY-MM-DDTHH:mm' on this device's clock: the datetime-local field's own shape. */
export function localMoment(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new announcement: valid from now for a day, the most common notice. */
export function emptyAnnouncementForm(now = new Date()): AnnouncementFormValues {
  return {
    category: 'Information',
    title: '',
    text: '',
    location: '',
    startsAt: localMoment(now),
    endsAt: localMoment(new Date(now.getTime() + 24 * 3600_000)),
    pinned: false,
  };
}

export const announcementFormValues = (a: Announcement): AnnouncementFormValues => ({
  category: a.category,
  title: a.title,
  text: a.text,
  location: a.location,
  startsAt: a.startsAtLocal,
  endsAt: a.endsAtLocal,
  pinned: a.pinned,
});

/** An Alerte is pinned whatever the box says (the server holds the same rule). */
export const pinnedFor = (values: Pick<AnnouncementFormValues, 'category' | 'pinned'>): boolean =>
  values.category === ALERT_CATEGORY || values.pinned;

/** The shared contract's checks, their French messages under the field they concern. */
export function validateAnnouncementForm(
  values: AnnouncementFormValues,
): { ok: true; input: AnnouncementInputValue } | { ok: false; errors: AnnouncementFormErrors } {
  const parsed = AnnouncementInput.safeParse(values);
  if (parsed.success) return { ok: true, input: { ...values, pinned: pinnedFor(values) } };
  const errors: AnnouncementFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof AnnouncementFormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
