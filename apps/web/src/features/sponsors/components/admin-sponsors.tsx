import type { Sponsor } from '@portmarin/shared';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useAdminSponsors } from '../api/list-sponsors';
import { useUpdateSponsor } from '../api/save-sponsor';
import { SponsorFormDialog } from './sponsor-form-dialog';
import { SponsorList } from './sponsor-list';

/** The admins' section of /admin/advertising: add, edit, show or hide the town's sponsors. */
export function AdminSponsors() {
  const query = useAdminSponsors();
  const [editing, setEditing] = useState<{ sponsor: Sponsor | null } | null>(null);

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
      <SponsorList
        query={query}
        actions={(sponsor) => <SponsorActions sponsor={sponsor} onEdit={() => setEditing({ sponsor })} />}
      />
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
            description: `« ${sponsor.name} » ${sponsor.active ? 'ne s’affiche plus' : 's’affiche de nouveau'}`,
          }),
        onError: (error) => toastRequestError(error),
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
