import type { MunicipalService } from '@portmarin/shared';
import { Clock, ExternalLink, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { mapSearchUrl, telUrl } from '../lib/services';

const LINK = 'break-words text-primary underline-offset-4 hover:underline';

/** One service: its name, description and contacts (tel, mailto, map search, site in a new tab). */
export function ServiceCard({
  service,
  headingLevel = 3,
  children,
}: {
  service: MunicipalService;
  headingLevel?: 2 | 3;
  /** Actions below the contacts (the admin screen's buttons). */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const emergency = service.isEmergency;
  return (
    <article
      aria-labelledby={`service-${service.id}`}
      className={cn(
        'flex h-full flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm',
        emergency ? 'border-destructive' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={`service-${service.id}`} className="text-base font-semibold leading-tight">
          {service.name}
        </Heading>
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
          {service.category}
        </span>
      </div>
      {service.description && <p className="text-sm text-muted-foreground">{service.description}</p>}
      <ul className="flex flex-col gap-1.5 text-sm">
        {service.phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a
              href={telUrl(service.phone)}
              className={cn(LINK, emergency && 'text-lg font-bold text-destructive')}
              aria-label={`Appeler ${service.name} au ${service.phone}`}
            >
              {service.phone}
            </a>
          </li>
        )}
        {service.email && (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a href={`mailto:${service.email}`} className={LINK}>
              {service.email}
            </a>
          </li>
        )}
        {service.address && (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a
              href={mapSearchUrl(service.address)}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK}
              aria-label={`${service.address} (voir sur la carte, nouvel onglet)`}
            >
              {service.address}
            </a>
          </li>
        )}
        {service.openingHours && (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span>{service.openingHours}</span>
          </li>
        )}
        {service.websiteUrl && (
          <li className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a
              href={service.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(LINK, 'inline-flex items-center gap-1')}
            >
              Site web
              <span className="sr-only"> de {service.name} (nouvel onglet)</span>
              <ExternalLink aria-hidden="true" className="size-3" />
            </a>
          </li>
        )}
      </ul>
      {children}
    </article>
  );
}
