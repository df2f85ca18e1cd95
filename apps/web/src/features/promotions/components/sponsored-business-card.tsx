import type { SponsoredBusinessContent } from '@portmarin/shared';
import { AtSign, Clock, MapPin, Phone, Star } from 'lucide-react';
import type { z } from 'zod';
import { cn } from '@/lib/cn';
import { formatRating, reviewsLabel, telHref } from '../lib/format';
import { Chips, InfoLine, LINK_CLASS, PromoArticle, SubHeading, type HeadingLevel } from './card-parts';

/** Five stars, filled to the nearest whole; the numbers next to them carry the meaning. */
function Stars({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <span aria-hidden="true" className="flex">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          className={cn('size-4', index < filled ? 'fill-primary text-primary' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}

export function SponsoredBusinessCard({
  content,
  level = 2,
}: {
  content: z.infer<typeof SponsoredBusinessContent>;
  level?: HeadingLevel;
}) {
  const [cover, ...others] = content.images;
  return (
    <PromoArticle
      level={level}
      kind="sponsored_business"
      title={content.name}
      headerExtra={
        <div className="flex flex-col gap-1">
          <p className="px-4 pt-3 text-xs font-medium text-muted-foreground">Sponsorisé</p>
          {cover && (
            <img
              src={cover}
              alt={`${content.name}, vue 1 sur ${content.images.length}`}
              loading="lazy"
              className="h-48 w-full object-cover"
            />
          )}
          {others.length > 0 && (
            <ul aria-label="Autres vues" className="flex gap-1 overflow-x-auto px-1">
              {others.map((image, index) => (
                <li key={index} className="shrink-0">
                  <img
                    src={image}
                    alt={`${content.name}, vue ${index + 2} sur ${content.images.length}`}
                    loading="lazy"
                    className="h-20 w-28 rounded object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      }
    >
      <p className="-mt-2 text-sm text-muted-foreground">{content.tagline}</p>
      <p className="flex flex-wrap items-center gap-1.5 text-sm">
        <Stars value={content.rating} />
        <span aria-hidden="true" className="font-semibold">
          {formatRating(content.rating)}
        </span>
        <span className="sr-only">Note : {formatRating(content.rating)} sur 5</span>
        <span className="text-muted-foreground">{reviewsLabel(content.reviews)}</span>
      </p>
      <p className="whitespace-pre-line text-sm">{content.description}</p>
      {content.highlights.length > 0 && <Chips items={content.highlights} label="Points forts" />}
      {content.specialties.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <SubHeading level={level} className="text-sm">
            Spécialités
          </SubHeading>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {content.specialties.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <InfoLine icon={MapPin}>{content.address}</InfoLine>
        <InfoLine icon={Clock}>{content.hours}</InfoLine>
        <InfoLine icon={Phone}>
          <a href={telHref(content.phone)} className={LINK_CLASS}>
            {content.phone}
          </a>
        </InfoLine>
        <InfoLine icon={AtSign}>
          <span className="sr-only">Réseaux sociaux :</span> {content.socialHandle}
        </InfoLine>
      </div>
      {content.videoUrl && content.videoTranscript && content.videoCaptionsUrl && content.videoDescriptionsUrl && (
        // Shown only with its captions, audio description and transcript (RGAA 4.1, 4.3, 4.5): a card
        // saved before they were asked for keeps its video hidden until an admin adds them.
        <div className="flex flex-col gap-2">
          <video
            controls
            preload="metadata"
            src={content.videoUrl}
            aria-label={`Vidéo de présentation de ${content.name}`}
            className="max-h-96 w-full rounded-lg bg-muted"
          >
            <track kind="captions" src={content.videoCaptionsUrl} srcLang="fr" label="Français" default />
            <track kind="descriptions" src={content.videoDescriptionsUrl} srcLang="fr" label="Audiodescription" />
          </video>
          <details className="rounded-lg border border-border px-3 py-2 text-sm">
            <summary className="cursor-pointer font-medium">Transcription de la vidéo</summary>
            <p className="mt-2 whitespace-pre-line">{content.videoTranscript}</p>
          </details>
        </div>
      )}
    </PromoArticle>
  );
}
