import type { RestaurantContent } from '@portmarin/shared';
import { MapPin, Phone } from 'lucide-react';
import type { z } from 'zod';
import { telHref } from '../lib/format';
import { Badge, Chips, InfoLine, LINK_CLASS, NewTabButton, PromoArticle, type HeadingLevel } from './card-parts';

export function RestaurantCard({
  content,
  level = 2,
}: {
  content: z.infer<typeof RestaurantContent>;
  level?: HeadingLevel;
}) {
  return (
    <PromoArticle
      level={level}
      kind="restaurant"
      title={content.name}
      headerExtra={
        <div className="relative">
          <img
            src={content.image}
            alt={`Le restaurant ${content.name}`}
            // 'À LA UNE' heads the feed: its photo is usually the largest thing on the first screen.
            fetchPriority="high"
            className="h-48 w-full object-cover"
          />
          <span className="absolute left-3 top-3">
            <Badge>À LA UNE</Badge>
          </span>
        </div>
      }
    >
      <Chips items={content.services} label="Services" />
      <InfoLine icon={MapPin}>{content.address}</InfoLine>
      <InfoLine icon={Phone}>
        <a href={telHref(content.phone)} className={LINK_CLASS}>
          {content.phone}
        </a>
      </InfoLine>
      <div className="flex flex-wrap gap-2">
        <NewTabButton href={content.menuUrl} label="Voir le menu" variant="outline" />
        <NewTabButton href={content.reservationUrl} label="Réserver" variant="default" />
      </div>
    </PromoArticle>
  );
}
