import { GROUP_CATEGORIES, GROUP_DESCRIPTION_MAX_LENGTH, type GroupCategory } from '@portmarin/shared';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { GroupFormValues } from '../lib/group-form';

type GroupFormFieldsProps = {
  values: GroupFormValues;
  errors: Partial<Record<keyof GroupFormValues, string>>;
  onChange: (values: GroupFormValues) => void;
};

/** Name, description, category and privacy: the create dialog's fields, and the settings' ones. */
export function GroupFormFields({ values, errors, onChange }: GroupFormFieldsProps) {
  const id = useId();
  const set = <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const errorText = (field: keyof GroupFormValues) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    );

  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Nom du groupe</Label>
        <Input
          id={`${id}-name`}
          required
          autoComplete="off"
          placeholder="Ex. : Randonneurs du littoral"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
        />
        {errorText('name')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
          placeholder="De quoi parle votre groupe ? (facultatif)"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive"
        />
        {errorText('description')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-category`}>Catégorie</Label>
        <select
          id={`${id}-category`}
          value={values.category}
          onChange={(e) => set('category', e.target.value as GroupCategory)}
          className="h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground"
        >
          {GROUP_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-private`}>Groupe privé</Label>
          <p id={`${id}-private-hint`} className="text-xs text-muted-foreground">
            Les résidents demandent à rejoindre et un administrateur accepte ; seuls les membres voient les
            publications.
          </p>
        </div>
        <Switch
          id={`${id}-private`}
          checked={values.isPrivate}
          onCheckedChange={(checked) => set('isPrivate', checked)}
          aria-describedby={`${id}-private-hint`}
        />
      </div>
    </>
  );
}
