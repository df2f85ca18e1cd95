import { CreateGroupInput, GROUP_CATEGORIES, type GroupCategory } from '@portmarin/shared';

export type GroupFormValues = { name: string; description: string; category: GroupCategory; isPrivate: boolean };

export const EMPTY_GROUP_FORM: GroupFormValues = { name: '', description: '', category: 'Autre', isPrivate: false };

/** The form's values checked with the shared contract: the trimmed input, or the first error per field. */
export function validateGroupForm(
  values: GroupFormValues,
): { ok: true; input: CreateGroupInput } | { ok: false; errors: Partial<Record<keyof GroupFormValues, string>> } {
  const parsed = CreateGroupInput.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<keyof GroupFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name') as keyof GroupFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A stored category, or 'Autre' for a group without one (the select has no empty item). */
export function formCategory(category: string | null): GroupCategory {
  return (GROUP_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as GroupCategory) : 'Autre';
}

/** 'N membres' (spec), in French: 0 and 1 take the singular. */
export function membersLabel(count: number): string {
  return `${count.toLocaleString('fr-FR')} ${count > 1 ? 'membres' : 'membre'}`;
}
