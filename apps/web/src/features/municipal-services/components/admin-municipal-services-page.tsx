import type { MunicipalService } from '@portmarin/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AdminOnly } from '@/components/admin-only';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useDeleteMunicipalService } from '../api/delete-municipal-service';
import { useMunicipalServices } from '../api/list-municipal-services';
import { ServiceCard } from './service-card';
import { ServiceFormDialog } from './service-form-dialog';

const PAGE = 'flex flex-col gap-4 px-4 py-4';
const LINK = 'font-medium text-primary underline underline-offset-4';

/** /admin/services: admins add, edit and remove the town hall's services. */
export function AdminMunicipalServicesPage() {
  return (
    <AdminOnly
      title="Services municipaux (administration)"
      denied="Seuls les administrateurs de la commune gèrent les services municipaux."
      back={{ to: paths.municipalServices, label: 'Voir les Services Municipaux' }}
    >
      <AdminServicesList />
    </AdminOnly>
  );
}

function AdminServicesList() {
  const services = useMunicipalServices({});
  const [editing, setEditing] = useState<{ service: MunicipalService | null } | null>(null);
  const list = services.data ?? [];

  return (
    <div className={PAGE}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Services municipaux (administration)</h1>
        <Button onClick={() => setEditing({ service: null })}>
          <Plus aria-hidden="true" />
          Ajouter un service
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Les services s’affichent dans les{' '}
        <Link to={paths.municipalServices} className={LINK}>
          Services Municipaux
        </Link>
        , par catégorie puis par nom ; les services d’urgence en premier.
      </p>

      {services.isPending && <LoadingStatus />}
      {services.isError && (
        <LoadError
          title="Impossible de charger les services"
          error={services.error}
          onRetry={() => void services.refetch()}
        />
      )}
      {services.data && list.length === 0 && <p className="text-sm">Aucun service trouvé</p>}

      {list.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {list.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} headingLevel={2}>
                <ServiceActions service={service} onEdit={() => setEditing({ service })} />
              </ServiceCard>
            </li>
          ))}
        </ul>
      )}

      <ServiceFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        service={editing?.service ?? null}
      />
    </div>
  );
}

function ServiceActions({ service, onEdit }: { service: MunicipalService; onEdit: () => void }) {
  const deletion = useDeleteMunicipalService();
  const [confirmOpen, setConfirmOpen] = useState(false);

  function onDelete() {
    deletion.mutate(service.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast.success('Service supprimé', { description: `« ${service.name} » ne s’affiche plus` });
      },
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-2">
      <Button variant="outline" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Modifier <span className="sr-only">le service {service.name}</span>
      </Button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        trigger={
          <Button variant="destructive" size="sm">
            <Trash2 aria-hidden="true" />
            Supprimer <span className="sr-only">le service {service.name}</span>
          </Button>
        }
        title="Supprimer ce service ?"
        description={`« ${service.name} » sera retiré des Services Municipaux.`}
        pending={deletion.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
