import {
  NEIGHBOUR_REPORT_CONTENT_MAX_LENGTH,
  NEIGHBOUR_REPORT_LOCATION_MAX_LENGTH,
  NEIGHBOUR_REPORT_SENT,
  NEIGHBOUR_REPORT_TITLE_MAX_LENGTH,
  NEIGHBOUR_REPORT_TYPE_DESCRIPTIONS,
  NEIGHBOUR_REPORT_TYPE_LABELS,
  NEIGHBOUR_REPORT_TYPES,
  type NeighbourReportType,
} from '@portmarin/shared';
import { UPLOAD_MAX_BYTES } from '@portmarin/shared/constants';
import { PhotoDescriptionField } from '@/components/photo-description-field';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { ImagePlus, LocateFixed, MapPin, Send, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { isImage, readAsDataUrl } from '@/lib/pick-photo';
import { textareaClass } from '@/components/ui/textarea';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useDebounced } from '@/lib/use-debounced';
import { useCreateReport } from '../api/create-report';
import { useSimilarReports, type SimilarParams } from '../api/similar-reports';
import {
  canSend,
  EMPTY_REPORT_FORM,
  formatPosition,
  similarParams,
  toInput,
  type ReportFormValues,
} from '../lib/report-form';
import { SimilarReports } from './similar-reports';

const selectClass =
  'flex h-10 w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground disabled:opacity-60';

/** The report form (spec 2, "Neighbours watch"), for signed-in residents; visitors are asked to sign in. */
export function ReportForm() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <Card className="flex flex-col items-start gap-3 p-4">
        <p className="text-sm">Connectez-vous pour signaler un problème dans votre quartier.</p>
        <Button asChild size="sm">
          <Link to={paths.auth}>Se connecter</Link>
        </Button>
      </Card>
    );
  }
  return <SignedInReportForm />;
}

type Photo = { blob: Blob; previewUrl: string };

function SignedInReportForm() {
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [photoDescription, setPhotoDescription] = useState('');
  const [locating, setLocating] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRecordForm({
    initial: () => EMPTY_REPORT_FORM,
    // The send button stays disabled until the report can go: nothing to point at here.
    validate: (values: ReportFormValues) =>
      canSend(values)
        ? { ok: true, input: { input: toInput(values), photo: photo?.blob ?? null, photoDescription } }
        : { ok: false, errors: {} },
    focus: false,
    save: useCreateReport(),
    saved: () => [NEIGHBOUR_REPORT_SENT.title, NEIGHBOUR_REPORT_SENT.description],
    onDone: () => {
      // The field clears (spec); the type and the identity choice stay for a second report.
      form.setValues((current) => ({ ...EMPTY_REPORT_FORM, type: current.type, anonymous: current.anonymous }));
      setPhoto(null);
      setPhotoDescription('');
    },
  });
  const { values, set, formRef, pending, onSubmit, field } = form;

  // Debounced as text: a new object each render would restart the timer forever.
  const similarKey = useDebounced(JSON.stringify(similarParams(values)), 400);
  const similarQuery = useMemo(() => JSON.parse(similarKey) as SimilarParams | null, [similarKey]);
  const similar = useSimilarReports(similarQuery);

  function locate() {
    if (!('geolocation' in navigator)) {
      toast.error('Position indisponible', {
        description: 'Votre appareil ne donne pas sa position : indiquez une adresse.',
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        set('position', { latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        toast.error('Position indisponible', {
          description: "Autorisez l'accès à votre position ou indiquez une adresse.",
        });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImage(file)) {
      toast.error('Erreur', { description: 'Seules les photos sont acceptées.' });
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error('Erreur', { description: 'La photo dépasse la taille maximale de 10 Mo.' });
      return;
    }
    setPhoto({ blob: file, previewUrl: await readAsDataUrl(file) });
  }

  return (
    <Card className="p-4">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
        <h2 className="text-lg font-semibold">Signaler un problème</h2>
        <div className="flex flex-col gap-2">
          <Label htmlFor={field('type')}>Type de signalement</Label>
          <select
            id={field('type')}
            className={selectClass}
            value={values.type}
            aria-describedby={`${field('type')}-hint`}
            onChange={(e) => set('type', e.target.value as NeighbourReportType)}
          >
            {NEIGHBOUR_REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {NEIGHBOUR_REPORT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <p id={`${field('type')}-hint`} className="text-xs text-muted-foreground">
            {NEIGHBOUR_REPORT_TYPE_DESCRIPTIONS[values.type]}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={field('title')}>Titre (facultatif)</Label>
          <Input
            id={field('title')}
            value={values.title}
            maxLength={NEIGHBOUR_REPORT_TITLE_MAX_LENGTH}
            placeholder={NEIGHBOUR_REPORT_TYPE_LABELS[values.type]}
            onChange={(e) => set('title', e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={field('content')}>Décrivez l'incivilité ou le problème</Label>
          <textarea
            id={field('content')}
            className={cn(textareaClass, 'min-h-28')}
            value={values.content}
            maxLength={NEIGHBOUR_REPORT_CONTENT_MAX_LENGTH}
            placeholder="Décrivez ce que vous avez constaté..."
            onChange={(e) => set('content', e.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Lieu</legend>
          <Label htmlFor={field('location')} className="sr-only">
            Adresse ou repère
          </Label>
          <Input
            id={field('location')}
            value={values.locationText}
            maxLength={NEIGHBOUR_REPORT_LOCATION_MAX_LENGTH}
            placeholder="Adresse ou repère (ex. : quai des Pêcheurs)"
            onChange={(e) => set('locationText', e.target.value)}
          />
          {values.position ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <MapPin aria-hidden="true" className="size-4 text-primary" />
              <span>Position de l'appareil : {formatPosition(values.position)}</span>
              <Button variant="ghost" size="sm" onClick={() => set('position', null)}>
                <X aria-hidden="true" />
                Retirer la position
              </Button>
            </div>
          ) : (
            <Button variant="outline" size="sm" className="self-start" disabled={locating} onClick={locate}>
              {locating ? <Spinner /> : <LocateFixed aria-hidden="true" />}
              Utiliser ma position
            </Button>
          )}
        </fieldset>
        <div className="flex flex-col gap-2">
          {photo ? (
            <div className="relative self-start">
              <img
                src={photo.previewUrl}
                alt="Aperçu de la pièce jointe au signalement"
                className="max-h-48 rounded-lg object-cover"
              />
              <Button
                variant="secondary"
                size="icon"
                className="absolute top-2 right-2 size-8"
                aria-label="Retirer la photo"
                onClick={() => setPhoto(null)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <Button variant="outline" size="sm" className="self-start" onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden="true" />
              Ajouter une photo
            </Button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            tabIndex={-1}
            aria-label="Photo du signalement"
            data-testid="report-photo-input"
            onChange={(e) => void onFileChosen(e)}
          />
          {photo && <PhotoDescriptionField value={photoDescription} onChange={setPhotoDescription} />}
        </div>
        {similar.data && similar.data.reports.length > 0 && <SimilarReports reports={similar.data.reports} />}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Qui saura que ce signalement vient de vous ?</legend>
          <IdentityChoice
            name={field('identity')}
            checked={values.anonymous}
            onChoose={() => set('anonymous', true)}
            label="Anonymement"
            description="Personne ne verra votre nom : ni les habitants, ni les modérateurs, ni les services municipaux. Vous suivrez sa prise en charge par les notifications de l’application."
          />
          <IdentityChoice
            name={field('identity')}
            checked={!values.anonymous}
            onChoose={() => set('anonymous', false)}
            label="Avec mon nom"
            description="Les modérateurs et les services municipaux verront votre nom pour pouvoir vous recontacter. Les autres habitants ne le verront jamais."
          />
        </fieldset>
        <Button type="submit" className="self-end" disabled={!canSend(values, pending)}>
          {pending ? <Spinner /> : <Send aria-hidden="true" />}
          Envoyer le signalement
        </Button>
      </form>
    </Card>
  );
}

/** One of the two ways to file, with who will see the resident's name (described for screen readers too). */
function IdentityChoice({
  name,
  checked,
  onChoose,
  label,
  description,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  label: string;
  description: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary">
      <input
        id={id}
        type="radio"
        name={name}
        className="mt-1 size-4 accent-primary"
        checked={checked}
        aria-describedby={`${id}-description`}
        onChange={onChoose}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}
