import { BUSINESS_PAGE_CATEGORIES } from '@portmarin/shared';
import type { HTMLInputTypeAttribute } from 'react';
import type { RecordFormFieldProps } from '@/components/record-form/use-record-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { BusinessPageField, BusinessPageFormValues } from '../lib/business-page-form';

const CONTROL =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive';

type FieldDef = {
  name: BusinessPageField;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
};

/** Spec 1, "Business pages list": name, description, category, contact e-mail, phone, website, address. */
const TEXT_FIELDS: FieldDef[] = [
  {
    name: 'contactEmail',
    label: 'E-mail de contact',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'contact@exemple.fr',
  },
  {
    name: 'contactPhone',
    label: 'Téléphone de contact',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '02 97 00 00 00',
  },
  { name: 'websiteUrl', label: 'Site web', type: 'url', autoComplete: 'url', placeholder: 'https://www.exemple.fr' },
  { name: 'address', label: 'Adresse', autoComplete: 'street-address' },
];

/** The fields of the creation and edit dialogs, each with its label and its error under it. */
export function BusinessPageFormFields({
  values,
  onChange,
  field: id,
  invalid: errorProps,
  error,
}: RecordFormFieldProps & {
  values: BusinessPageFormValues;
  onChange: (name: BusinessPageField, value: string) => void;
}) {
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('name')}>Nom de la page *</Label>
        <Input
          id={id('name')}
          value={values.name}
          autoComplete="organization"
          required
          aria-required="true"
          onChange={(e) => onChange('name', e.target.value)}
          {...errorProps('name')}
        />
        {error('name')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('description')}>Description</Label>
        <textarea
          id={id('description')}
          value={values.description}
          rows={3}
          className={`${CONTROL} min-h-20`}
          onChange={(e) => onChange('description', e.target.value)}
          {...errorProps('description')}
        />
        {error('description')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('category')}>Catégorie</Label>
        <select
          id={id('category')}
          value={values.category}
          className={`${CONTROL} h-10`}
          onChange={(e) => onChange('category', e.target.value)}
          {...errorProps('category')}
        >
          <option value="">Choisir une catégorie</option>
          {BUSINESS_PAGE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {error('category')}
      </div>
      {TEXT_FIELDS.map((field) => (
        <div key={field.name} className="flex flex-col gap-1.5">
          <Label htmlFor={id(field.name)}>{field.label}</Label>
          <Input
            id={id(field.name)}
            type={field.type ?? 'text'}
            value={values[field.name]}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            onChange={(e) => onChange(field.name, e.target.value)}
            {...errorProps(field.name)}
          />
          {error(field.name)}
        </div>
      ))}
    </>
  );
}
