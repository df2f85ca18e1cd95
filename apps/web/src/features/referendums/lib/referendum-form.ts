import {
  CreateReferendumInput,
  REFERENDUM_END_IN_FUTURE,
  REFERENDUM_REQUIRED_FIELDS,
  type ReferendumCategory,
  type ReferendumElectorate,
} from '@portmarin/shared';
import { isBlank } from '@portmarin/shared/text';

export type ReferendumFormValues = {
  title: string;
  question: string;
  description: string;
  /** '' until one is chosen: the category is required. */
  category: ReferendumCategory | '';
  /** The date input's value, YYYY-MM-DD ('' until chosen). */
  endDate: string;
  anonymous: boolean;
  allowComments: boolean;
  /** Who votes; '' until chosen: the town's default then (the server's, shown in the form). */
  electorate: ReferendumElectorate | '';
};

/** Spec 3: anonymous vote on, comments off by default. */
export const EMPTY_REFERENDUM_FORM: ReferendumFormValues = {
  title: '',
  question: '',
  description: '',
  category: '',
  endDate: '',
  anonymous: true,
  allowComments: false,
  electorate: '',
};

type RequiredField = 'title' | 'question' | 'description' | 'category' | 'endDate';
const REQUIRED: RequiredField[] = ['title', 'question', 'description', 'category', 'endDate'];

export type ReferendumFormResult =
  | { ok: true; input: CreateReferendumInput }
  | { ok: false; message: string; fields: Array<keyof ReferendumFormValues> };

/** A local date as the date input writes it: YYYY-MM-DD. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The end date picked in the calendar ends with that day (23:59:59, the resident's time): a
 * referendum ending "today" stays open until midnight.
 */
export function endOfDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day, 23, 59, 59);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * Spec 5: every field but the two switches is required ('Veuillez remplir tous les champs
 * obligatoires'), the end date in the future ('La date de fin doit être dans le futur'); then the
 * shared contract (lengths).
 */
export function validateReferendumForm(values: ReferendumFormValues, now = new Date()): ReferendumFormResult {
  const missing = REQUIRED.filter((field) => isBlank(values[field]));
  if (missing.length > 0) return { ok: false, message: REFERENDUM_REQUIRED_FIELDS, fields: missing };
  const end = endOfDay(values.endDate);
  if (!end) return { ok: false, message: REFERENDUM_REQUIRED_FIELDS, fields: ['endDate'] };
  if (end.getTime() <= now.getTime()) return { ok: false, message: REFERENDUM_END_IN_FUTURE, fields: ['endDate'] };
  const parsed = CreateReferendumInput.safeParse({
    title: values.title,
    question: values.question,
    description: values.description,
    category: values.category,
    endsAt: end.toISOString(),
    anonymous: values.anonymous,
    allowComments: values.allowComments,
    ...(values.electorate ? { electorate: values.electorate } : {}),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0]!;
  return {
    ok: false,
    message: issue.message,
    fields: [String(issue.path[0] ?? 'title') as keyof ReferendumFormValues],
  };
}
