import { MUNICIPAL_SERVICE_CATEGORIES, type MunicipalService, type MunicipalServiceCategory } from '@portmarin/shared';
import { RecordFormActions } from '@/components/record-form/form-actions';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useCreateMunicipalService } from '../api/create-municipal-service';
import { useUpdateMunicipalService } from '../api/update-municipal-service';
import { TEXT_FIELDS, emptyServiceForm, formFromService, validateServiceForm } from '../lib/service-form';

const TEXTAREA =
  'flex min-h-24 w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive';

/** Adds a service (service null) or edits one; checked with the shared schema before sending. */
export function ServiceFormDialog({
  service,
  open,
  onOpenChange,
}: {
  service: MunicipalService | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{service ? 'Modifier le service' : 'Ajouter un service'}</DialogTitle>
        <DialogDescription>
          {service ? service.name : 'Le service s’affichera dans les Services Municipaux, dans sa catégorie.'}
        </DialogDescription>
        {/* Remounted at each opening so the form starts from the stored service. */}
        {open && <ServiceForm service={service} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({ service, onDone }: { service: MunicipalService | null; onDone: () => void }) {
  const { values, set, formRef, pending, onSubmit, field, invalid, error } = useRecordForm({
    initial: () => (service ? formFromService(service) : emptyServiceForm()),
    validate: validateServiceForm,
    recordId: service?.id ?? null,
    create: useCreateMunicipalService(),
    update: useUpdateMunicipalService(),
    saved: (input) => ['Service enregistré', `« ${input.name} » est à jour`],
    onDone,
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      {TEXT_FIELDS.slice(0, 1).map(renderText)}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('category')}>Catégorie</Label>
        <select
          id={field('category')}
          value={values.category}
          onChange={(e) => set('category', e.target.value as MunicipalServiceCategory)}
          className="h-10 rounded-lg border border-input bg-card px-3 text-sm text-card-foreground"
        >
          {MUNICIPAL_SERVICE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {TEXT_FIELDS.slice(1).map(renderText)}
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={field('isEmergency')}>Service d’urgence (affiché en premier)</Label>
        <Switch
          id={field('isEmergency')}
          checked={values.isEmergency}
          onCheckedChange={(isEmergency) => set('isEmergency', isEmergency)}
        />
      </div>
      <RecordFormActions pending={pending} onCancel={onDone} />
    </form>
  );

  function renderText({ name, label, type, multiline }: (typeof TEXT_FIELDS)[number]) {
    const common = {
      id: field(name),
      value: values[name],
      'aria-required': name === 'name' ? true : undefined,
      ...invalid(name),
      onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    };
    return (
      <div key={name} className="flex flex-col gap-1.5">
        <Label htmlFor={field(name)}>
          {label}
          {name === 'name' && <span aria-hidden="true"> *</span>}
        </Label>
        {multiline ? <textarea className={TEXTAREA} {...common} /> : <Input type={type ?? 'text'} {...common} />}
        {error(name)}
      </div>
    );
  }
}
