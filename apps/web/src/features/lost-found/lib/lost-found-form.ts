import { LostFoundInput, type LostFoundObject, type LostFoundInput as LostFoundInputValue } from '@portmarin/shared';
import type { RecordValidation } from '@/components/record-form/use-record-form';
import { todayDay } from './found-on';

export type LostFoundFormValues = { title: string; description: string; foundPlace: string; foundOn: string };

/** A new object: found today, the usual case at the desk. */
export const emptyLostFoundForm = (now = new Date()): LostFoundFormValues => ({
  title: '',
  description: '',
  foundPlace: '',
  foundOn: todayDay(now),
});

export const lostFoundFormValues = (o: LostFoundObject): LostFoundFormValues => ({
  title: o.title,
  description: o.description,
  foundPlace: o.foundPlace,
  foundOn: o.foundOn,
});

/** The shared contract's checks, their French messages under the field they concern. */
export function validateLostFoundForm(values: LostFoundFormValues): RecordValidation<LostFoundInputValue> {
  const parsed = LostFoundInput.safeParse(values);
  if (parsed.success) return { ok: true, input: values };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
