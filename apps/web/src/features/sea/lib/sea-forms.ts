import {
  CreateWaterNoticeInput,
  SetBeachFlagInput,
  WATER_NOTICE_END_IN_FUTURE,
  WATER_NOTICE_REQUIRED_MESSAGE,
  type BeachFlagColour,
  type WaterNoticeLevel,
} from '@portmarin/shared';
import { endOfDay, isValid, parseISO, startOfDay } from 'date-fns';

type Checked<T> = { ok: true; input: T } | { ok: false; message: string };

// ------------------------------------------------------------------ the flag

/** The flag select: a colour, or '' to take the flag down ('Pas de surveillance'). */
export type FlagFormValues = { colour: BeachFlagColour | ''; note: string };

export function validateFlagForm(values: FlagFormValues): Checked<SetBeachFlagInput> {
  const input = { colour: values.colour || null, note: values.colour ? values.note : null };
  const parsed = SetBeachFlagInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Drapeau invalide.' };
  return { ok: true, input: { colour: parsed.data.colour, note: parsed.data.note } };
}

// ------------------------------------------------------------------ a notice

export type NoticeFormValues = {
  level: WaterNoticeLevel;
  title: string;
  body: string;
  /** 'YYYY-MM-DD' from the date field, or '' for a notice shown until ended. */
  endDate: string;
};

export const EMPTY_NOTICE_FORM: NoticeFormValues = { level: 'not_advised', title: '', body: '', endDate: '' };

/**
 * The notice to send, or the French message to show. An end date means the end of that day on the
 * device's clock, and must not be before today.
 */
export function validateNoticeForm(
  beachId: string,
  values: NoticeFormValues,
  now: Date = new Date(),
): Checked<CreateWaterNoticeInput> {
  let endsAt: string | null = null;
  if (values.endDate) {
    const day = parseISO(values.endDate);
    if (!isValid(day)) return { ok: false, message: 'Date de fin invalide.' };
    if (day < startOfDay(now)) return { ok: false, message: WATER_NOTICE_END_IN_FUTURE };
    endsAt = endOfDay(day).toISOString();
  }
  const parsed = CreateWaterNoticeInput.safeParse({
    beachId,
    level: values.level,
    title: values.title,
    body: values.body,
    endsAt,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? WATER_NOTICE_REQUIRED_MESSAGE };
  return { ok: true, input: parsed.data };
}
