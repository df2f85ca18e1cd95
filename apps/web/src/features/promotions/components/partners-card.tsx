import type { PartnersContent } from '@portmarin/shared';
import { MapPin } from 'lucide-react';
import type { z } from 'zod';
import { Badge, CallButton, InfoLine, NewTabButton, PromoArticle, SubHeading, type HeadingLevel } from './card-parts';

export function PartnersCard({
  content,
  level = 2,
}: {
  content: z.infer<typeof PartnersContent>;
  level?: HeadingLevel;
}) {
  return (
    <PromoArticle
      level={level}
      kind="partners"
      title={content.title}
      headerExtra={
        <div className="px-4 pt-4">
          <Badge variant="secondary">Partenaires</Badge>
        </div>
      }
    >
      <ul className="flex flex-col gap-4">
        {content.businesses.map((business, index) => (
          <li key={index} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <div className="flex items-start gap-3">
              <img
                src={business.image}
                alt={business.name}
                loading="lazy"
                className="size-20 shrink-0 rounded-lg object-cover"
              />
              <div className="flex min-w-0 flex-col gap-1">
                <SubHeading level={level}>{business.name}</SubHeading>
                <InfoLine icon={MapPin}>{business.location}</InfoLine>
                <p className="text-sm font-medium">{business.description}</p>
              </div>
            </div>
            <p className="whitespace-pre-line text-sm">{business.content}</p>
            <div className="flex flex-wrap gap-2">
              <CallButton phone={business.phone} context={business.name} />
              <NewTabButton href={business.website} label="Site web" context={`de ${business.name}`} />
            </div>
          </li>
        ))}
      </ul>
    </PromoArticle>
  );
}
