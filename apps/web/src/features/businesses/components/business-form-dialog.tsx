import {
  ADD_BUSINESS_CATEGORIES,
  BUSINESS_CATEGORIES,
  CreateBusinessInput,
  UpdateBusinessInput,
  type Business,
} from '@portmarin/shared';
import { useRecordForm, type RecordValidation } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCreateBusiness } from '../api/create-business';
import { useUpdateBusiness } from '../api/update-business';

export type BusinessFormValues = {
  businessName: string;
  ownerName: string;
  category: string;
  description: string;
  phone: string;
  email: string;
  address: string;
  websiteUrl: string;
  openingHours: string;
};

export const EMPTY_FORM: BusinessFormValues = {
  businessName: '',
  ownerName: '',
  category: '',
  description: '',
  phone: '',
  email: '',
  address: '',
  websiteUrl: '',
  openingHours: '',
};

/** Spec section 5: the submit button waits for a name and a category. */
export function canSubmit(values: BusinessFormValues): boolean {
  return values.businessName.trim() !== '' && values.category !== '';
}

function valuesOf(business: Business): BusinessFormValues {
  return {
    businessName: business.businessName,
    ownerName: business.ownerName ?? '',
    category: business.category,
    description: business.description ?? '',
    phone: business.phone ?? '',
    email: business.email ?? '',
    address: business.address ?? '',
    websiteUrl: business.websiteUrl ?? '',
    openingHours: business.openingHours ?? '',
  };
}

type BusinessFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null adds a business; a business is edited. */
  business?: Business | null;
  title?: string;
};

/** 'Ajouter votre entreprise' (and the creator's or a moderator's edit of an entry). */
export function BusinessFormDialog({
  open,
  onOpenChange,
  business = null,
  title = 'Ajouter votre entreprise',
}: BusinessFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{business ? 'Modifier l’entreprise' : title}</DialogTitle>
        <DialogDescription>
          {business
            ? 'Mettez à jour les informations de votre entreprise.'
            : 'Le nom de l’entreprise et la catégorie sont obligatoires.'}
        </DialogDescription>
        {/* Mounted only while open: every opening starts from an empty form or the saved entry. */}
        <BusinessForm business={business} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BusinessForm({ business, onDone }: { business: Business | null; onDone: () => void }) {
  const { values, setValues, errors, pending, onSubmit, field, invalid, error } = useRecordForm({
    initial: () => (business ? valuesOf(business) : EMPTY_FORM),
    validate: (values: BusinessFormValues): RecordValidation<CreateBusinessInput> => {
      // The button waits for these; Enter in a field does too.
      if (!canSubmit(values)) return { ok: false, errors: {} };
      const parsed = (business ? UpdateBusinessInput : CreateBusinessInput).safeParse(values);
      if (parsed.success) return { ok: true, input: parsed.data as CreateBusinessInput };
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
      return { ok: false, errors: found };
    },
    recordId: business?.id ?? null,
    create: useCreateBusiness(),
    update: useUpdateBusiness(),
    saved: () =>
      business
        ? ['Entreprise modifiée', 'Les informations ont été enregistrées']
        : ['Entreprise ajoutée', "Votre entreprise a été ajoutée à l'annuaire avec succès"],
    reset: !business,
    onDone,
    focus: false,
  });
  const set = (key: keyof BusinessFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  // An entry of a category outside the add form's list keeps it when edited.
  const categories: readonly string[] = business
    ? ADD_BUSINESS_CATEGORIES.includes(business.category as (typeof ADD_BUSINESS_CATEGORIES)[number])
      ? ADD_BUSINESS_CATEGORIES
      : [...ADD_BUSINESS_CATEGORIES, business.category]
    : ADD_BUSINESS_CATEGORIES;

  const text = (
    key: keyof BusinessFormValues,
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={field(key)}>
        {label}
        {props.required && ' *'}
      </Label>
      <Input
        id={field(key)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        required={props.required}
        value={values[key]}
        onChange={set(key)}
        {...invalid(key)}
      />
      {error(key)}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-busy={pending}>
      {text('businessName', 'Nom de l’entreprise', { required: true, autoComplete: 'organization' })}
      {text('ownerName', 'Nom du responsable', { autoComplete: 'name' })}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('category')}>Catégorie *</Label>
        <select
          id={field('category')}
          required
          value={values.category}
          onChange={set('category')}
          aria-invalid={errors.category ? true : undefined}
          className="h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground"
        >
          <option value="" disabled>
            Choisissez une catégorie
          </option>
          {categories
            .filter((c) => (BUSINESS_CATEGORIES as readonly string[]).includes(c))
            .map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
        </select>
        {errors.category && <p className="text-sm text-destructive">{errors.category}</p>}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('description')}>Description</Label>
        <textarea
          id={field('description')}
          rows={3}
          maxLength={1000}
          value={values.description}
          onChange={set('description')}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground"
        />
      </div>
      {text('phone', 'Téléphone', { type: 'tel', autoComplete: 'tel' })}
      {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
      {text('address', 'Adresse', { autoComplete: 'street-address' })}
      {text('websiteUrl', 'Site web', { type: 'url', autoComplete: 'url' })}
      {text('openingHours', 'Horaires d’ouverture')}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" disabled={!canSubmit(values) || pending}>
          {pending && <Spinner />}
          {business ? 'Enregistrer' : pending ? 'Ajout en cours...' : 'Ajouter'}
        </Button>
      </div>
    </form>
  );
}
