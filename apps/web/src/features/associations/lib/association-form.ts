import { UpdateAssociationInput, type Association, type AssociationCategory } from '@portmarin/shared';

export type AssociationFormValues = {
  name: string;
  category: AssociationCategory;
  description: string;
  address: string;
  phone: string;
  email: string;
  websiteUrl: string;
  donationUrl: string;
  /** One activity per line. */
  activities: string;
};

export type AssociationFormErrors = Partial<Record<keyof AssociationFormValues, string>>;

export function formFromAssociation(a: Association): AssociationFormValues {
  return {
    name: a.name,
    category: a.category,
    description: a.description,
    address: a.address ?? '',
    phone: a.phone ?? '',
    email: a.email ?? '',
    websiteUrl: a.websiteUrl ?? '',
    donationUrl: a.donationUrl ?? '',
    activities: a.activities.join('\n'),
  };
}

/** The form checked with the shared schema: the PATCH body, or a French message per field. */
export function validateAssociationForm(
  values: AssociationFormValues,
): { ok: true; input: UpdateAssociationInput } | { ok: false; errors: AssociationFormErrors } {
  const activities = values.activities
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const result = UpdateAssociationInput.safeParse({ ...values, activities });
  if (result.success) return { ok: true, input: result.data };
  const errors: AssociationFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AssociationFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
