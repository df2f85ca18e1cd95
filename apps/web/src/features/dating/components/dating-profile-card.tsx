import { DATING_PROFILE_TYPE_LABELS, type DatingProfile } from '@portmarin/shared';
import { BadgeCheck, EyeOff, MapPin, MessageCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ReportButton } from '@/features/content-reports';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useHideDatingProfile } from '../api/hide-dating-profile';
import { useStartDatingConversation } from '../api/start-dating-conversation';

/** Another resident's dating profile: who, age, what they like; write, hide or report. */
export function DatingProfileCard({ profile }: { profile: DatingProfile }) {
  const headingId = useId();
  const [writing, setWriting] = useState(false);
  const { hide, unhide } = useHideDatingProfile();

  function onHide() {
    hide.mutate(profile.id, {
      onSuccess: () =>
        toast.success('Profil masqué', {
          description: `Vous ne verrez plus le profil de ${profile.name}.`,
          action: { label: 'Annuler', onClick: () => unhide.mutate(profile.id) },
        }),
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex items-start gap-3">
        <Avatar name={profile.name} image={profile.image} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="font-semibold">
            {profile.name}, {profile.age} ans
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">
              {DATING_PROFILE_TYPE_LABELS[profile.type]}
            </span>
            {profile.verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Profil vérifié
              </span>
            )}
          </div>
          {(profile.neighbourhood || profile.distanceKm !== null) && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              {[profile.neighbourhood, profile.distanceKm !== null ? `à ${profile.distanceKm} km` : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
      </div>
      {profile.bio && <p className="whitespace-pre-line text-sm">{profile.bio}</p>}
      {profile.interests.length > 0 && (
        <ul aria-label="Centres d’intérêt" className="flex flex-wrap gap-2">
          {profile.interests.map((interest) => (
            <li key={interest} className="rounded-full border border-border px-2.5 py-0.5 text-xs">
              {interest}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="default" size="sm" aria-expanded={writing} onClick={() => setWriting((open) => !open)}>
          <MessageCircle aria-hidden="true" />
          Envoyer un message
        </Button>
        <Button variant="outline" size="sm" disabled={hide.isPending} onClick={onHide}>
          <EyeOff aria-hidden="true" />
          Masquer
        </Button>
        <ReportButton
          targetType="profile"
          targetId={profile.id}
          authorId={profile.id}
          subject={`le profil de ${profile.name}`}
          variant="text"
        />
      </div>
      {writing && <FirstMessage profile={profile} onCancel={() => setWriting(false)} />}
    </article>
  );
}

/** The first message, sent through messaging; the conversation opens next. */
function FirstMessage({ profile, onCancel }: { profile: DatingProfile; onCancel: () => void }) {
  const id = useId();
  const [content, setContent] = useState('');
  const start = useStartDatingConversation();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (start.isPending) return;
    if (!content.trim()) {
      toast.error('Erreur', { description: 'Le message est vide.' });
      return;
    }
    start.mutate(
      { profileId: profile.id, content },
      {
        onSuccess: ({ conversationId }) => {
          toast.success('Message envoyé');
          void navigate(paths.conversation(conversationId));
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label={`Message à ${profile.name}`}>
      <Label htmlFor={id}>Votre message à {profile.name}</Label>
      <textarea
        id={id}
        rows={3}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" size="sm" disabled={start.isPending} aria-busy={start.isPending || undefined}>
          {start.isPending && <Spinner />}
          Envoyer
        </Button>
      </div>
    </form>
  );
}
