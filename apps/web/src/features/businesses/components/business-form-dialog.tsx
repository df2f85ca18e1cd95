import {
  ADD_BUSINESS_CATEGORIES,
  BUSINESS_CATEGORIES,
  CreateBusinessInput,
  UpdateBusinessInput,
  type Business,
} from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toastRequestError } from '@/lib/toasts';
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
  const id = useId();
  const [values, setValues] = useState<BusinessFormValues>(business ? valuesOf(business) : EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateBusiness();
  const update = useUpdateBusiness();
  const pending = create.isPending || update.isPending;
  const set = (key: keyof BusinessFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  // An entry of a category outside the add form's list keeps it when edited.
  const categories: readonly string[] = business
    ? ADD_BUSINESS_CATEGORIES.includes(business.category as (typeof ADD_BUSINESS_CATEGORIES)[number])
      ? ADD_BUSINESS_CATEGORIES
      : [...ADD_BUSINESS_CATEGORIES, business.category]
    : ADD_BUSINESS_CATEGORIES;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit(values)) return;
    const parsed = (business ? UpdateBusinessInput : CreateBusinessInput).safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    if (business) {
      update.mutate(
        { id: business.id, input: parsed.data as UpdateBusinessInput },
        {
          onSuccess: () => {
            toast.success('Entreprise modifiée', { description: 'Les informations ont été enregistrées' });
            onDone();
          },
          onError: (error) => toastRequestError(error),
        },
      );
    } else {
      create.mutate(parsed.data as CreateBusinessInput, {
        onSuccess: () => {
          toast.success('Entreprise ajoutée', {
            description: "Votre entreprise a été ajoutée à l'annuaire avec succès",
          });
          setValues(EMPTY_FORM);
          onDone();
        },
        onError: (error) => toastRequestError(error),
      });
    }
  }

  const field = (
    key: keyof BusinessFormValues,
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>
        {label}
        {props.required && ' *'}
      </Label>
      <Input
        id={`${id}-${key}`}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        required={props.required}
        value={values[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-busy={pending}>
      {field('businessName', 'Nom de l’entreprise', { required: true, autoComplete: 'organization' })}
      {field('ownerName', 'Nom du responsable', { autoComplete: 'name' })}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-category`}>Catégorie *</Label>
        <select
          id={`${id}-category`}
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
        <Label htmlFor={`${id}-description`}>Description</Label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={1000}
          value={values.description}
          onChange={set('description')}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground"
        />
      </div>
      {field('phone', 'Téléphone', { type: 'tel', autoComplete: 'tel' })}
      {field('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
      {field('address', 'Adresse', { autoComplete: 'street-address' })}
      {field('websiteUrl', 'Site web', { type: 'url', autoComplete: 'url' })}
      {field('openingHours', 'Horaires d’ouverture')}
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
