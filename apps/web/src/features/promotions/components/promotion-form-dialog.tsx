import type { Promotion, PromotionKind } from '@portmarin/shared';
import { ImageUp, Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { RecordFormActions } from '@/components/record-form/form-actions';
import { FieldError, useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { uploadImage } from '@/lib/upload';
import { toastRequestError } from '@/lib/toasts';
import { useCreatePromotion } from '../api/create-promotion';
import { useUpdatePromotion } from '../api/update-promotion';
import { KIND_LABELS } from '../lib/format';
import {
  KIND_FIELDS,
  PARTNER_FIELDS,
  emptyBusiness,
  emptyForm,
  formFromPromotion,
  validateForm,
  type FieldDef,
  type FormErrors,
  type FormValues,
} from '../lib/promotion-form';

const KINDS = Object.keys(KIND_LABELS) as PromotionKind[];
const MAX_BUSINESSES = 6;
const TEXTAREA =
  'flex min-h-24 w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive';

/**
 * Adds or edits one card. The kind is chosen first for a new card; the same form per kind follows.
 * It is validated with the shared schema before anything is sent.
 */
export function PromotionFormDialog({
  promotion,
  defaultPosition,
  open,
  onOpenChange,
}: {
  /** null: a new card. */
  promotion: Promotion | null;
  defaultPosition: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{promotion ? 'Modifier la carte' : 'Ajouter une carte'}</DialogTitle>
        <DialogDescription>
          {promotion ? KIND_LABELS[promotion.kind] : 'Choisissez le type de carte, puis remplissez son contenu.'}
        </DialogDescription>
        {/* Remounted at each opening so the form starts from the stored card. */}
        {open && (
          <PromotionForm promotion={promotion} defaultPosition={defaultPosition} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PromotionForm({
  promotion,
  defaultPosition,
  onDone,
}: {
  promotion: Promotion | null;
  defaultPosition: number;
  onDone: () => void;
}) {
  const {
    values: form,
    setValues: setForm,
    errors,
    setErrors,
    formRef,
    pending,
    onSubmit,
    field: fieldId,
  } = useRecordForm({
    initial: () => (promotion ? formFromPromotion(promotion) : emptyForm('restaurant', defaultPosition)),
    validate: validateForm,
    recordId: promotion?.id ?? null,
    create: useCreatePromotion(),
    update: useUpdatePromotion(),
    saved: () => ['Carte enregistrée', 'Le fil affiche la carte à jour'],
    onDone,
  });

  function setValue(name: string, value: string) {
    setForm((current) => ({ ...current, values: { ...current.values, [name]: value } }));
  }

  function setBusinessValue(index: number, name: string, value: string) {
    setForm((current) => ({
      ...current,
      businesses: current.businesses.map((b, i) => (i === index ? { ...b, [name]: value } : b)),
    }));
  }

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      {hasErrors && (
        <p role="alert" className="rounded-lg border border-destructive px-3 py-2 text-sm text-destructive">
          Corrigez les champs signalés avant d’enregistrer.
        </p>
      )}

      {!promotion && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fieldId('kind')}>Type de carte</Label>
          <select
            id={fieldId('kind')}
            value={form.kind}
            onChange={(e) => {
              setForm(emptyForm(e.target.value as PromotionKind, Number(form.position) || defaultPosition));
              setErrors({});
            }}
            className="h-10 rounded-lg border border-input bg-card px-3 text-sm text-card-foreground"
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
      )}

      {KIND_FIELDS[form.kind].map((field) => (
        <Field
          key={`${form.kind}-${field.name}`}
          id={fieldId(field.name)}
          field={field}
          value={form.values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(value) => setValue(field.name, value)}
        />
      ))}

      {form.kind === 'partners' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Commerces partenaires</legend>
          {errors.businesses && <p className="text-sm text-destructive">{errors.businesses}</p>}
          {form.businesses.map((business, index) => (
            <BusinessFields
              key={index}
              id={fieldId(`business-${index}`)}
              index={index}
              values={business}
              errors={errors}
              canRemove={form.businesses.length > 1}
              onChange={(name, value) => setBusinessValue(index, name, value)}
              onRemove={() =>
                setForm((current) => ({ ...current, businesses: current.businesses.filter((_, i) => i !== index) }))
              }
            />
          ))}
          {form.businesses.length < MAX_BUSINESSES && (
            <Button
              variant="outline"
              className="self-start"
              onClick={() =>
                setForm((current) => ({ ...current, businesses: [...current.businesses, emptyBusiness()] }))
              }
            >
              <Plus aria-hidden="true" />
              Ajouter un commerce
            </Button>
          )}
        </fieldset>
      )}

      <Field
        id={fieldId('position')}
        field={{
          name: 'position',
          label: 'Position',
          type: 'integer',
          hint: 'Ordre dans le fil : la plus petite position s’affiche en premier.',
        }}
        value={form.position}
        error={errors.position}
        onChange={(position) => setForm((current) => ({ ...current, position }))}
      />

      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={fieldId('hidden')}>Masquer cette carte du fil</Label>
        <Switch
          id={fieldId('hidden')}
          checked={form.hidden}
          onCheckedChange={(hidden) => setForm((current) => ({ ...current, hidden }))}
        />
      </div>

      <RecordFormActions pending={pending} onCancel={onDone} />
    </form>
  );
}

function BusinessFields({
  id,
  index,
  values,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  values: FormValues;
  errors: Partial<FormErrors>;
  canRemove: boolean;
  onChange: (name: string, value: string) => void;
  onRemove: () => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">Commerce {index + 1}</legend>
      {PARTNER_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`${id}-${field.name}`}
          field={field}
          value={values[field.name] ?? ''}
          error={errors[`businesses.${index}.${field.name}`]}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
      {canRemove && (
        <Button variant="outline" size="sm" className="self-start" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Retirer le commerce {index + 1}
        </Button>
      )}
    </fieldset>
  );
}

function Field({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  field: FieldDef;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy };

  let control;
  switch (field.type) {
    case 'textarea':
    case 'optional-textarea':
    case 'list':
    case 'images':
      control = (
        <textarea
          {...common}
          value={value}
          rows={field.type === 'textarea' || field.type === 'optional-textarea' ? 4 : 3}
          onChange={(e) => onChange(e.target.value)}
          className={TEXTAREA}
        />
      );
      break;
    case 'integer':
    case 'decimal':
      control = (
        <Input
          {...common}
          type="number"
          inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
          step={field.type === 'integer' ? 1 : 0.1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    default:
      control = (
        <Input
          {...common}
          type={field.type === 'image' || field.type === 'optional-url' ? 'url' : field.type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{field.label}</Label>
      {field.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {field.hint}
        </p>
      )}
      {control}
      {(field.type === 'image' || field.type === 'images') && (
        <ImageUpload
          label={field.label}
          preview={field.type === 'image' ? value.trim() : ''}
          onUploaded={(url) => onChange(field.type === 'image' ? url : [value.trim(), url].filter(Boolean).join('\n'))}
        />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Sends a picture through the upload endpoint (kind 'promotion') and fills the field with its address. */
function ImageUpload({
  label,
  preview,
  onUploaded,
}: {
  label: string;
  preview: string;
  onUploaded: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Erreur', { description: 'Impossible de sélectionner la photo' });
      return;
    }
    setUploading(true);
    try {
      const upload = await uploadImage(file, 'promotion');
      onUploaded(upload.url);
    } catch (error) {
      toastRequestError(error);
    } finally {
      setUploading(false);
    }
  }

  const showPreview = preview.startsWith('/') || /^https?:\/\//.test(preview);
  return (
    <div className="flex items-center gap-3">
      {showPreview && <img src={preview} alt="" className={cn('size-12 shrink-0 rounded object-cover', 'bg-muted')} />}
      <Button variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? <Spinner /> : <ImageUp aria-hidden="true" />}
        Téléverser une image <span className="sr-only">pour le champ {label}</span>
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFile(e)}
      />
    </div>
  );
}
