import { SponsorInput, type Sponsor } from '@portmarin/shared';
import { useState } from 'react';
import { RecordFormActions } from '@/components/record-form/form-actions';
import { useRecordForm, type RecordValidation } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { uploadImage } from '@/lib/upload';
import { toastRequestError } from '@/lib/toasts';
import { useCreateSponsor, useUpdateSponsor } from '../api/save-sponsor';

const TEXTAREA =
  'flex min-h-24 w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground aria-[invalid=true]:border-destructive';

type Values = {
  name: string;
  description: string;
  websiteUrl: string;
  imageUrl: string;
  position: string;
  active: boolean;
};

const fromSponsor = (s: Sponsor | null): Values => ({
  name: s?.name ?? '',
  description: s?.description ?? '',
  websiteUrl: s?.websiteUrl ?? '',
  imageUrl: s?.imageUrl ?? '',
  position: String(s?.position ?? 0),
  active: s?.active ?? true,
});

/** Adds a sponsor (sponsor null) or edits one; the logo goes through the app's upload. */
export function SponsorFormDialog({
  sponsor,
  open,
  onOpenChange,
}: {
  sponsor: Sponsor | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{sponsor ? 'Modifier le sponsor' : 'Ajouter un sponsor'}</DialogTitle>
        <DialogDescription>{sponsor ? sponsor.name : 'Le sponsor s’affichera sur la page Sponsors.'}</DialogDescription>
        {open && <SponsorForm sponsor={sponsor} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** Checks the form with the shared schema; the position is a whole number typed as text. */
function validateSponsor(values: Values): RecordValidation<SponsorInput> {
  const position = /^\d{1,4}$/.test(values.position.trim()) ? Number(values.position.trim()) : Number.NaN;
  const parsed = SponsorInput.safeParse({ ...values, position });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Values;
    errors[key] ??= key === 'position' ? 'La position est un nombre entre 0 et 1000.' : issue.message;
  }
  return { ok: false, errors };
}

function SponsorForm({ sponsor, onDone }: { sponsor: Sponsor | null; onDone: () => void }) {
  const [uploading, setUploading] = useState(false);
  const {
    values,
    set,
    formRef,
    pending: saving,
    onSubmit,
    field,
    invalid,
    error,
  } = useRecordForm({
    initial: () => fromSponsor(sponsor),
    validate: validateSponsor,
    recordId: sponsor?.id ?? null,
    create: useCreateSponsor(),
    update: useUpdateSponsor(),
    saved: (input) => ['Sponsor enregistré', `« ${input.name} » est à jour`],
    onDone,
  });
  const pending = saving || uploading;

  async function onLogo(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      set('imageUrl', (await uploadImage(file, 'promotion')).url);
    } catch (error) {
      toastRequestError(error);
    } finally {
      setUploading(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('name')}>
          Nom<span aria-hidden="true"> *</span>
        </Label>
        <Input
          id={field('name')}
          aria-required
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          {...invalid('name')}
        />
        {error('name')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('description')}>Description</Label>
        <textarea
          id={field('description')}
          className={TEXTAREA}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          {...invalid('description')}
        />
        {error('description')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('websiteUrl')}>Site web</Label>
        <Input
          id={field('websiteUrl')}
          type="url"
          placeholder="https://"
          value={values.websiteUrl}
          onChange={(e) => set('websiteUrl', e.target.value)}
          {...invalid('websiteUrl')}
        />
        {error('websiteUrl')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('imageUrl')}>Logo ou image</Label>
        {values.imageUrl && <img src={values.imageUrl} alt="" className="h-20 w-32 rounded-lg object-cover" />}
        <Input
          id={field('imageUrl')}
          type="file"
          accept="image/*"
          onChange={(e) => void onLogo(e.target.files?.[0])}
          {...invalid('imageUrl')}
        />
        {values.imageUrl && (
          <Button variant="outline" size="sm" className="self-start" onClick={() => set('imageUrl', '')}>
            Retirer l’image
          </Button>
        )}
        {error('imageUrl')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('position')}>Position (les plus petites en premier)</Label>
        <Input
          id={field('position')}
          inputMode="numeric"
          value={values.position}
          onChange={(e) => set('position', e.target.value)}
          {...invalid('position')}
        />
        {error('position')}
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={field('active')}>Affiché sur la page Sponsors</Label>
        <Switch id={field('active')} checked={values.active} onCheckedChange={(active) => set('active', active)} />
      </div>
      <RecordFormActions pending={pending} onCancel={onDone} />
    </form>
  );
}
