import type { CandidateContent } from '@portmarin/shared';
import { Users } from 'lucide-react';
import type { z } from 'zod';
import { supportersLabel } from '../lib/format';
import { Badge, PromoArticle, SubHeading, type HeadingLevel } from './card-parts';

export function CandidateCard({
  content,
  level = 2,
}: {
  content: z.infer<typeof CandidateContent>;
  level?: HeadingLevel;
}) {
  return (
    <PromoArticle
      level={level}
      kind="candidate"
      title={content.name}
      headerExtra={
        <div className="flex flex-wrap gap-2 px-4 pt-4">
          <Badge>ÉLECTIONS 2026</Badge>
          <Badge variant="secondary">Municipales</Badge>
        </div>
      }
    >
      <div className="flex items-start gap-3">
        <img
          src={content.image}
          alt={`Portrait de ${content.name}`}
          loading="lazy"
          className="size-20 shrink-0 rounded-full object-cover"
        />
        <p className="text-sm italic">{content.vision}</p>
      </div>
      {content.program.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <SubHeading level={level} className="text-sm">
            Programme
          </SubHeading>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {content.program.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="flex items-center gap-2 text-sm font-medium">
        <Users aria-hidden="true" className="size-4 text-muted-foreground" />
        {supportersLabel(content.supportersCount)}
      </p>
    </PromoArticle>
  );
}
