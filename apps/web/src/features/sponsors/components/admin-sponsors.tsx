import type { Sponsor } from '@portmarin/shared';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdminSponsors } from '../api/list-sponsors';
import { useUpdateSponsor } from '../api/save-sponsor';
import { SponsorCard } from './sponsor-card';
import { SponsorFormDialog } from './sponsor-form-dialog';

/** The admins' section of /admin/advertising: add, edit, show or hide the town's sponsors. */
export function AdminSponsors() {
  const query = useAdminSponsors();
  const [editing, setEditing] = useState<{ sponsor: Sponsor | null } | null>(null);
  const sponsors = query.data?.sponsors ?? [];

  return (
    <section aria-labelledby="admin-sponsors-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-sponsors-title" className="text-xl font-semibold">
          Sponsors
        </h2>
        <Button onClick={() => setEditing({ sponsor: null })}>
          <Plus aria-hidden="true" />
          Ajouter un sponsor
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Les sponsors actifs s’affichent sur la{' '}
        <Link to={paths.sponsors} className="font-medium text-primary underline underline-offset-4">
          page Sponsors
        </Link>
        , par position puis par nom.
      </p>
      {query.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner /> Chargement...
        </p>
      )}
      {query.isError && (
        <LoadError
          title="Impossible de charger les sponsors"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && sponsors.length === 0 && <p className="text-sm">Aucun sponsor pour le moment.</p>}
      {sponsors.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {sponsors.map((sponsor) => (
            <li key={sponsor.id}>
              <SponsorCard sponsor={sponsor}>
                <SponsorActions sponsor={sponsor} onEdit={() => setEditing({ sponsor })} />
              </SponsorCard>
            </li>
          ))}
        </ul>
      )}
      <SponsorFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        sponsor={editing?.sponsor ?? null}
      />
    </section>
  );
}

function SponsorActions({ sponsor, onEdit }: { sponsor: Sponsor; onEdit: () => void }) {
  const update = useUpdateSponsor();
  function toggle() {
    update.mutate(
      { id: sponsor.id, input: { active: !sponsor.active } },
      {
        onSuccess: () =>
          toast.success(sponsor.active ? 'Sponsor masqué' : 'Sponsor affiché', {
            description: `« ${sponsor.name} » ${sponsor.active ? 'ne s’affiche plus' : 's’affiche de nouveau'}`,
          }),
        onError: (error) => toast.error('Erreur', { description: error.message }),
      },
    );
  }
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
      <p className="w-full text-xs text-muted-foreground">
        Position {sponsor.position} · {sponsor.active ? 'Affiché' : 'Masqué'}
      </p>
      <Button variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Modifier <span className="sr-only">le sponsor {sponsor.name}</span>
      </Button>
      <Button variant="outline" size="sm" disabled={update.isPending} onClick={toggle}>
        {sponsor.active ? 'Désactiver' : 'Réactiver'} <span className="sr-only">le sponsor {sponsor.name}</span>
      </Button>
    </div>
  );
}
