import type { OfficialNoticeContent } from '@portmarin/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { z } from 'zod';
import { mailtoHref, telHref } from '../lib/format';
import { Badge, CallButton, InfoLine, LINK_CLASS, NewTabButton, PromoArticle, type HeadingLevel } from './card-parts';

export function OfficialNoticeCard({
  content,
  level = 2,
}: {
  content: z.infer<typeof OfficialNoticeContent>;
  level?: HeadingLevel;
}) {
  return (
    <PromoArticle
      level={level}
      kind="official_notice"
      title={content.title}
      headerExtra={
        <div className="px-4 pt-4">
          <Badge>COMMUNIQUÉ OFFICIEL</Badge>
        </div>
      }
    >
      <p className="-mt-2 text-sm font-medium text-muted-foreground">{content.subtitle}</p>
      <img
        src={content.image}
        alt={`Illustration du communiqué : ${content.title}`}
        loading="lazy"
        className="h-48 w-full rounded-lg object-cover"
      />
      <p className="whitespace-pre-line text-sm">{content.content}</p>
      <div className="flex flex-col gap-1.5">
        <InfoLine icon={MapPin}>{content.address}</InfoLine>
        <InfoLine icon={Phone}>
          <a href={telHref(content.phone)} className={LINK_CLASS}>
            {content.phone}
          </a>
        </InfoLine>
        <InfoLine icon={Mail}>
          <a href={mailtoHref(content.email)} className={LINK_CLASS}>
            {content.email}
          </a>
        </InfoLine>
        <InfoLine icon={Clock}>{content.hours}</InfoLine>
      </div>
      <div className="flex flex-wrap gap-2">
        <CallButton phone={content.phone} />
        <NewTabButton href={content.website} label="Site web" />
      </div>
    </PromoArticle>
  );
}
