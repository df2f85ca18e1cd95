import type { Association, AssociationCategory } from '@portmarin/shared';
import { ExternalLink, Globe, HandHeart, Mail, MapPin, Pencil, Phone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { EditAssociationDialog } from './edit-association-dialog';

const LINK = 'break-words text-primary underline-offset-4 hover:underline';

/** Badge colours per category, readable in both themes. */
const BADGE: Record<AssociationCategory, string> = {
  Sport: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  Culture: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  Social: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  Environnement: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  Solidarité: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
};

export const mapSearchUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Opens the association's donation page in a new tab and says so (spec: 'Don en cours'). */
export function donate(association: Pick<Association, 'name' | 'donationUrl'>) {
  if (!association.donationUrl) return;
  window.open(association.donationUrl, '_blank', 'noopener,noreferrer');
  toast.success('Don en cours', { description: `Redirection vers la page de don pour ${association.name}` });
}

export function AssociationCard({ association, isAdmin = false }: { association: Association; isAdmin?: boolean }) {
  const [editing, setEditing] = useState(false);
  const titleId = `association-${association.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold leading-tight">
          {association.name}
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE[association.category])}>
          {association.category}
        </span>
      </div>
      {association.description && <p className="text-sm text-muted-foreground">{association.description}</p>}

      <ul className="flex flex-col gap-1.5 text-sm" aria-label={`Contact de ${association.name}`}>
        {association.address && (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a
              href={mapSearchUrl(association.address)}
              target="_blank"
              rel="noopener noreferrer"
              className={LINK}
              aria-label={`${association.address} (voir sur la carte, nouvel onglet)`}
            >
              {association.address}
            </a>
          </li>
        )}
        {association.phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a
              href={telUrl(association.phone)}
              className={LINK}
              aria-label={`Appeler ${association.name} au ${association.phone}`}
            >
              {association.phone}
            </a>
          </li>
        )}
        {association.email && (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a href={`mailto:${association.email}`} className={LINK}>
              {association.email}
            </a>
          </li>
        )}
        {association.websiteUrl && (
          <li className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a
              href={association.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(LINK, 'inline-flex items-center gap-1')}
            >
              Site web
              <span className="sr-only"> de {association.name} (nouvel onglet)</span>
              <ExternalLink aria-hidden="true" className="size-3" />
            </a>
          </li>
        )}
      </ul>

      {association.activities.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-semibold">Activités</h3>
          <ul className="flex flex-wrap gap-1.5">
            {association.activities.map((activity) => (
              <li key={activity} className="rounded-full bg-muted px-2.5 py-0.5 text-xs text-foreground">
                {activity}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {association.donationUrl && (
          <Button onClick={() => donate(association)}>
            <HandHeart aria-hidden="true" />
            Faire un don <span className="sr-only">à {association.name} (nouvel onglet)</span>
          </Button>
        )}
        {association.canEdit && (
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Modifier <span className="sr-only">l’association {association.name}</span>
            </Button>
            <EditAssociationDialog
              association={association}
              open={editing}
              onOpenChange={setEditing}
              isAdmin={isAdmin}
            />
          </>
        )}
      </div>
    </article>
  );
}
