import { ASSOCIATION_CATEGORIES, type Association, type AssociationCategory } from '@portmarin/shared';
import { RecordFormActions } from '@/components/record-form/form-actions';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateAssociation } from '../api/update-association';
import { formFromAssociation, validateAssociationForm, type AssociationFormValues } from '../lib/association-form';
import { ManagersPanel } from './managers-panel';

const TEXTAREA =
  'flex min-h-24 w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive';

type TextField = {
  name: Exclude<keyof AssociationFormValues, 'category'>;
  label: string;
  type?: string;
  hint?: string;
  multiline?: boolean;
};

const FIELDS: TextField[] = [
  { name: 'name', label: "Nom de l'association" },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'address', label: 'Adresse' },
  { name: 'phone', label: 'Téléphone', type: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'websiteUrl', label: 'Site web', type: 'url' },
  { name: 'donationUrl', label: 'Page de don', type: 'url', hint: "L'adresse ouverte par « Faire un don »." },
  { name: 'activities', label: 'Activités', multiline: true, hint: 'Une activité par ligne.' },
];

/** The edit dialog of an association, for its managers and admins. */
export function EditAssociationDialog({
  association,
  open,
  onOpenChange,
  isAdmin = false,
}: {
  association: Association;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Admins also name the association's managers. */
  isAdmin?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Modifier l’association</DialogTitle>
        <DialogDescription>{association.name}</DialogDescription>
        {open && <AssociationForm association={association} onDone={() => onOpenChange(false)} />}
        {open && isAdmin && <ManagersPanel associationId={association.id} associationName={association.name} />}
      </DialogContent>
    </Dialog>
  );
}

function AssociationForm({ association, onDone }: { association: Association; onDone: () => void }) {
  const { values, set, errors, formRef, pending, onSubmit, field } = useRecordForm({
    initial: () => formFromAssociation(association),
    validate: validateAssociationForm,
    recordId: association.id,
    update: useUpdateAssociation(),
    saved: (_input, saved) => ['Association enregistrée', `« ${saved.name} » est à jour`],
    onDone,
  });

  function renderField({ name, label, type, hint, multiline }: TextField) {
    const id = field(name);
    const error = errors[name];
    const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-required': name === 'name' ? true : undefined,
      'aria-describedby': describedBy,
      onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    };
    return (
      <div key={name} className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {multiline ? <textarea className={TEXTAREA} {...common} /> : <Input type={type ?? 'text'} {...common} />}
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      {FIELDS.slice(0, 1).map(renderField)}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('category')}>Catégorie</Label>
        <select
          id={field('category')}
          value={values.category}
          onChange={(e) => set('category', e.target.value as AssociationCategory)}
          className="h-10 rounded-lg border border-input bg-card px-3 text-sm text-card-foreground"
        >
          {ASSOCIATION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {FIELDS.slice(1).map(renderField)}
      <RecordFormActions pending={pending} onCancel={onDone} />
    </form>
  );
}
