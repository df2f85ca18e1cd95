import { SponsorInput, type Sponsor } from '@portmarin/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { uploadImage } from '@/lib/upload';
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
type Errors = Partial<Record<keyof Values, string>>;

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

function SponsorForm({ sponsor, onDone }: { sponsor: Sponsor | null; onDone: () => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => fromSponsor(sponsor));
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const pending = create.isPending || update.isPending || uploading;

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((v) => ({ ...v, [name]: value }));

  async function onLogo(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      set('imageUrl', (await uploadImage(file, 'promotion')).url);
    } catch (error) {
      toast.error('Erreur', { description: (error as Error).message });
    } finally {
      setUploading(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const position = /^\d{1,4}$/.test(values.position.trim()) ? Number(values.position.trim()) : Number.NaN;
    const parsed = SponsorInput.safeParse({ ...values, position });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        next[key] ??= key === 'position' ? 'La position est un nombre entre 0 et 1000.' : issue.message;
      }
      setErrors(next);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        toast.success('Sponsor enregistré', { description: `« ${parsed.data.name} » est à jour` });
        onDone();
      },
      onError: (error: Error) => toast.error('Erreur', { description: error.message }),
    };
    if (sponsor) update.mutate({ id: sponsor.id, input: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  }

  const field = (name: keyof Values) => `${id}-${name}`;
  const invalid = (name: keyof Values) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${field(name)}-error` } : {};
  const error = (name: keyof Values) =>
    errors[name] ? (
      <p id={`${field(name)}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
