import { CreateMunicipalServiceInput, type MunicipalService, type MunicipalServiceCategory } from '@portmarin/shared';

export type ServiceFormValues = {
  name: string;
  category: MunicipalServiceCategory;
  description: string;
  phone: string;
  email: string;
  address: string;
  openingHours: string;
  websiteUrl: string;
  isEmergency: boolean;
};

export type ServiceFormErrors = Partial<Record<keyof ServiceFormValues, string>>;

export const TEXT_FIELDS: Array<{
  name: Exclude<keyof ServiceFormValues, 'category' | 'isEmergency'>;
  label: string;
  type?: string;
  multiline?: boolean;
}> = [
  { name: 'name', label: 'Nom du service' },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'phone', label: 'Téléphone', type: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'address', label: 'Adresse' },
  { name: 'openingHours', label: 'Horaires' },
  { name: 'websiteUrl', label: 'Site web', type: 'url' },
];

export function emptyServiceForm(): ServiceFormValues {
  return {
    name: '',
    category: 'Administration',
    description: '',
    phone: '',
    email: '',
    address: '',
    openingHours: '',
    websiteUrl: '',
    isEmergency: false,
  };
}

export function formFromService(service: MunicipalService): ServiceFormValues {
  return {
    name: service.name,
    category: service.category,
    description: service.description ?? '',
    phone: service.phone ?? '',
    email: service.email ?? '',
    address: service.address ?? '',
    openingHours: service.openingHours ?? '',
    websiteUrl: service.websiteUrl ?? '',
    isEmergency: service.isEmergency,
  };
}

/**
 * The form checked with the shared schema (the server's own): the body to send, or a French
 * message per field. Empty optional fields are sent as '' and stored as null.
 */
export function validateServiceForm(
  values: ServiceFormValues,
): { ok: true; input: CreateMunicipalServiceInput } | { ok: false; errors: ServiceFormErrors } {
  const result = CreateMunicipalServiceInput.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: ServiceFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ServiceFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
