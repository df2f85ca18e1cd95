import type { Sponsor } from '@portmarin/shared';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** A sponsor: logo, name, description and its website in a new tab. */
export function SponsorCard({ sponsor, children }: { sponsor: Sponsor; children?: ReactNode }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm">
      {sponsor.imageUrl && (
        <img src={sponsor.imageUrl} alt="" className="aspect-[3/2] w-full object-cover" loading="lazy" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{sponsor.name}</h2>
        {sponsor.description && <p className="text-sm text-muted-foreground">{sponsor.description}</p>}
        {sponsor.websiteUrl && (
          <a
            href={sponsor.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-4"
          >
            Visiter le site <span className="sr-only">de {sponsor.name} (nouvel onglet)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
        {children}
      </div>
    </article>
  );
}
