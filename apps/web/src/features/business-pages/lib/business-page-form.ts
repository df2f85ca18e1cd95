import type { RecordValidation } from '@/components/record-form/use-record-form';
import { BUSINESS_PAGE_NAME_REQUIRED, CreateBusinessPageInput, type BusinessPage } from '@portmarin/shared';

export type BusinessPageFormValues = {
  name: string;
  description: string;
  category: string;
  contactEmail: string;
  contactPhone: string;
  websiteUrl: string;
  address: string;
};
export type BusinessPageField = keyof BusinessPageFormValues;
export type BusinessPageFormErrors = Partial<Record<BusinessPageField, string>>;

/** What the form sends: trimmed, blank values as null (spec 1, section 5). */
export type BusinessPageFormData = {
  name: string;
  description: string | null;
  category: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  websiteUrl: string | null;
  address: string | null;
};

export const emptyBusinessPageForm = (): BusinessPageFormValues => ({
  name: '',
  description: '',
  category: '',
  contactEmail: '',
  contactPhone: '',
  websiteUrl: '',
  address: '',
});

export const formFromPage = (page: BusinessPage): BusinessPageFormValues => ({
  name: page.name,
  description: page.description ?? '',
  category: page.category ?? '',
  contactEmail: page.contactEmail ?? '',
  contactPhone: page.contactPhone ?? '',
  websiteUrl: page.websiteUrl ?? '',
  address: page.address ?? '',
});

export type BusinessPageFormResult =
  { ok: true; data: BusinessPageFormData } | { ok: false; errors: BusinessPageFormErrors; nameMissing: boolean };

/** Checks the form with the API's own schema: the name is required after trimming, the rest optional. */
export function validateBusinessPageForm(values: BusinessPageFormValues): BusinessPageFormResult {
  const result = CreateBusinessPageInput.safeParse(values);
  if (result.success) {
    const d = result.data;
    return {
      ok: true,
      data: {
        name: d.name,
        description: d.description ?? null,
        category: d.category ?? null,
        contactEmail: d.contactEmail ?? null,
        contactPhone: d.contactPhone ?? null,
        websiteUrl: d.websiteUrl ?? null,
        address: d.address ?? null,
      },
    };
  }
  const errors: BusinessPageFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BusinessPageField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, nameMissing: errors.name === BUSINESS_PAGE_NAME_REQUIRED };
}

/** The validation in useRecordForm's terms: the data to send, or the message of each field. */
export function businessPageValidation(values: BusinessPageFormValues): RecordValidation<BusinessPageFormData> {
  const result = validateBusinessPageForm(values);
  return result.ok ? { ok: true, input: result.data } : result;
}
