import {
  DATING_BIO_MAX_LENGTH,
  DATING_PROFILE_TYPES,
  DATING_PROFILE_TYPE_LABELS,
  type DatingProfileType,
  type MyDatingProfile as MyProfile,
  type SaveDatingProfileInput,
} from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toastRequestError } from '@/lib/toasts';
import { useDeleteDatingProfile, useSaveDatingProfile } from '../api/save-dating-profile';

const fieldClass = 'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground';

type Values = {
  bio: string;
  interests: string;
  type: DatingProfileType;
  romantic: boolean;
  neighbourhood: string;
  sharePosition: boolean;
};

const valuesOf = (profile: MyProfile | null): Values => ({
  bio: profile?.bio ?? '',
  interests: profile?.interests.join(', ') ?? '',
  type: profile?.type ?? 'amicale',
  romantic: profile?.romantic ?? false,
  neighbourhood: profile?.neighbourhood ?? '',
  sharePosition: profile?.sharesPosition ?? false,
});

/** The browser's position, once, for the approximate distance; null when refused or unavailable. */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    ),
  );
}

/** Opting in: one's dating profile, created, edited or withdrawn. */
export function MyDatingProfile({ profile }: { profile: MyProfile | null }) {
  const [editing, setEditing] = useState(profile === null);
  if (profile && !editing) {
    return (
      <section
        aria-label="Mon profil de rencontre"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <div>
          <h2 className="font-semibold">Mon profil de rencontre</h2>
          <p className="text-sm text-muted-foreground">
            {DATING_PROFILE_TYPE_LABELS[profile.type]}
            {profile.romantic ? ' · visible dans l’onglet Romantique' : ''}
          </p>
        </div>
        <Button variant="outline" onClick={() => setEditing(true)}>
          Modifier mon profil
        </Button>
      </section>
    );
  }
  return <ProfileForm profile={profile} onDone={() => setEditing(false)} />;
}

function ProfileForm({ profile, onDone }: { profile: MyProfile | null; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [locating, setLocating] = useState(false);
  const save = useSaveDatingProfile();
  const remove = useDeleteDatingProfile();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const busy = save.isPending || locating;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input: SaveDatingProfileInput = {
      bio: values.bio,
      interests: values.interests
        .split(',')
        .map((i) => i.trim())
        .filter(Boolean),
      type: values.type,
      romantic: values.romantic,
      neighbourhood: values.neighbourhood,
      sharePosition: values.sharePosition,
    };
    // A position is asked for only when sharing starts; the stored one is kept otherwise.
    if (values.sharePosition && !profile?.sharesPosition) {
      setLocating(true);
      const position = await currentPosition();
      setLocating(false);
      if (!position) {
        toast.error('Erreur', {
          description: 'Votre position n’est pas disponible : la distance ne sera pas partagée.',
        });
        input.sharePosition = false;
        set('sharePosition', false);
      } else input.position = position;
    }
    save.mutate(input, {
      onSuccess: () => {
        toast.success(profile ? 'Profil mis à jour' : 'Profil créé');
        onDone();
      },
      onError: (error) => toastRequestError(error),
    });
  }

  function withdraw() {
    remove.mutate(undefined, {
      onSuccess: () =>
        toast.success('Profil retiré', { description: 'Votre profil n’apparaît plus dans les rencontres.' }),
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Mon profil de rencontre"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div>
        <h2 className="font-semibold">
          {profile ? 'Modifier mon profil de rencontre' : 'Créer mon profil de rencontre'}
        </h2>
        <p className="text-sm text-muted-foreground">
          Votre profil est visible des résidents majeurs qui ont vérifié leur âge.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-bio`}>Présentation</Label>
        <textarea
          id={`${id}-bio`}
          rows={3}
          maxLength={DATING_BIO_MAX_LENGTH}
          value={values.bio}
          onChange={(e) => set('bio', e.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-interests`}>Centres d’intérêt (séparés par des virgules)</Label>
        <Input
          id={`${id}-interests`}
          value={values.interests}
          placeholder="Voile, Randonnée, Cuisine"
          onChange={(e) => set('interests', e.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Type de rencontre</legend>
        <div className="flex gap-4">
          {DATING_PROFILE_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={values.type === type}
                onChange={() => set('type', type)}
                className="size-4 accent-primary"
              />
              {DATING_PROFILE_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.romantic}
          onChange={(e) => set('romantic', e.target.checked)}
          className="size-4 accent-primary"
        />
        Apparaître aussi dans l’onglet Romantique
      </label>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-neighbourhood`}>Quartier (facultatif)</Label>
        <Input
          id={`${id}-neighbourhood`}
          value={values.neighbourhood}
          onChange={(e) => set('neighbourhood', e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.sharePosition}
          onChange={(e) => set('sharePosition', e.target.checked)}
          className="size-4 accent-primary"
        />
        Partager ma distance approximative (à 1 km près, avec ceux qui partagent la leur)
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {profile && (
          <>
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={withdraw}>
              Retirer mon profil
            </Button>
            <Button type="button" variant="outline" onClick={onDone}>
              Annuler
            </Button>
          </>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner />}
          {profile ? 'Enregistrer' : 'Créer mon profil'}
        </Button>
      </div>
    </form>
  );
}
