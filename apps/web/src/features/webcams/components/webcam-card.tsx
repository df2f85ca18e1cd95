import type { Webcam } from '@portmarin/shared';
import { ExternalLink, MapPin, Maximize, Minimize } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTown } from '@/config/town';
import { cn } from '@/lib/cn';
import { WEBCAM_CATEGORY_BADGES, WEBCAM_CATEGORY_LABELS } from '../lib/webcam-categories';
import { useFullscreen } from '../hooks/use-fullscreen';
import { cacheBustedUrl } from '../lib/webcam-url';

/** Shown in place of a camera image that failed to load (public/). */
export const WEBCAM_PLACEHOLDER = '/webcam-offline.svg';

type WebcamCardProps = {
  webcam: Webcam;
  /**
   * When the images were last refreshed (ms): the image address carries it, so a new value reloads
   * the image. Without it, the time the card was first shown.
   */
  refreshedAt?: number;
  /** The card title's level in its page's outline. */
  headingLevel?: 2 | 3;
};

/** One camera of the town file: live image, 'LIVE', status, 'Plein écran' and the provider's page. */
export function WebcamCard({ webcam, refreshedAt, headingLevel = 3 }: WebcamCardProps) {
  const provider = useTown().webcamProvider;
  const [shownAt] = useState(Date.now);
  const stamp = refreshedAt ?? shownAt;
  // A failure belongs to one refresh: the next 'Actualiser' tries the camera again.
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const offline = failedAt === stamp;
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const frameRef = useRef<HTMLDivElement>(null);
  const enterRef = useRef<HTMLButtonElement>(null);
  const exitRef = useRef<HTMLButtonElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const wasFullscreen = useRef(false);

  // Keyboard focus follows the frame: onto its exit button, then back to 'Plein écran'.
  useEffect(() => {
    if (fullscreen.active) exitRef.current?.focus();
    else if (wasFullscreen.current) enterRef.current?.focus();
    wasFullscreen.current = fullscreen.active;
  }, [fullscreen.active]);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground"
    >
      {/* The Fullscreen API's target: the image and its tag, with a way out for touch screens. */}
      <div ref={frameRef} className={cn('relative bg-muted', fullscreen.active ? 'bg-black' : 'aspect-video')}>
        <img
          src={offline ? WEBCAM_PLACEHOLDER : cacheBustedUrl(webcam.imageUrl, stamp)}
          alt={offline ? `Image indisponible : ${webcam.name}` : `Image en direct : ${webcam.name}`}
          decoding="async"
          onError={() => setFailedAt(stamp)}
          className={cn('absolute inset-0 size-full', fullscreen.active ? 'object-contain' : 'object-cover')}
        />
        {!offline && (
          <span
            lang="en"
            className="absolute left-2 top-2 rounded bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white"
          >
            LIVE
          </span>
        )}
        {fullscreen.active && (
          <Button
            ref={exitRef}
            size="sm"
            variant="secondary"
            onClick={fullscreen.exit}
            className="absolute right-2 top-2"
          >
            <Minimize aria-hidden="true" />
            Quitter le plein écran
          </Button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading id={titleId} className="font-semibold">
            {webcam.name}
          </Heading>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', WEBCAM_CATEGORY_BADGES[webcam.category])}>
            {WEBCAM_CATEGORY_LABELS[webcam.category]}
          </span>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {webcam.location}
        </p>
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <span
            aria-hidden="true"
            className={cn('size-2 rounded-full', offline ? 'bg-muted-foreground' : 'bg-green-600')}
          />
          <span className={offline ? 'text-muted-foreground' : 'text-green-800 dark:text-green-300'}>
            {offline ? 'Hors ligne' : 'En ligne'}
          </span>
        </p>
        <p className="flex-1 text-sm text-muted-foreground">{webcam.description}</p>
        <div className="flex flex-wrap gap-2">
          {fullscreen.supported && (
            <Button
              ref={enterRef}
              variant="outline"
              size="sm"
              onClick={fullscreen.enter}
              aria-label={`Plein écran : ${webcam.name}`}
            >
              <Maximize aria-hidden="true" />
              Plein écran
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <a
              href={webcam.pageUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Voir sur ${provider.name} : ${webcam.name} (nouvel onglet)`}
            >
              <ExternalLink aria-hidden="true" />
              Voir sur {provider.name}
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
