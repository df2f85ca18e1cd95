import type { TownEvent } from '@portmarin/shared';
import { XCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EditWithdrawActions } from '@/components/edit-withdraw-actions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { toastRequestError } from '@/lib/toasts';
import { useCancelEvent } from '../api/cancel-event';
import { useRsvpEvent } from '../api/rsvp-event';
import { EventFormDialog } from './event-form-dialog';

/** 'Participer' / 'Annuler ma participation', and the organiser's edit and cancel. */
export function EventActions({ event }: { event: TownEvent }) {
  const session = useSession();
  const navigate = useNavigate();
  const rsvp = useRsvpEvent();
  const signedIn = session.status === 'ready' && session.user !== null;
  const open = !event.cancelled && !event.past;

  function answer(join: boolean) {
    if (!signedIn) {
      void navigate(paths.auth);
      return;
    }
    rsvp.mutate(
      { id: event.id, join },
      {
        onSuccess: () =>
          toast.success(join ? 'Participation confirmée' : 'Participation annulée', {
            description: `« ${event.title} »`,
          }),
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {open &&
        (event.participating ? (
          <Button variant="outline" size="sm" disabled={rsvp.isPending} onClick={() => answer(false)}>
            {rsvp.isPending && <Spinner />}
            Annuler ma participation
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={rsvp.isPending || event.full}
            onClick={() => answer(true)}
            aria-label={event.full ? `Participer : ${event.title} est complet` : undefined}
          >
            {rsvp.isPending && <Spinner />}
            Participer
          </Button>
        ))}
      {event.canEdit && <OrganizerActions event={event} />}
    </div>
  );
}

function OrganizerActions({ event }: { event: TownEvent }) {
  const cancel = useCancelEvent();
  return (
    <EditWithdrawActions
      editDialog={(dialog) => <EventFormDialog {...dialog} event={event} />}
      withdraw={{
        icon: <XCircle aria-hidden="true" />,
        label: "Annuler l'événement",
        title: "Annuler l'événement ?",
        description: "Les participants seront prévenus. L'événement restera visible, marqué comme annulé.",
        confirmLabel: "Annuler l'événement",
        pending: cancel.isPending,
        onConfirm: (done) =>
          cancel.mutate(event.id, {
            onSuccess: () => {
              done();
              toast.success('Événement annulé', { description: 'Les participants ont été prévenus.' });
            },
            onError: (error) => toastRequestError(error),
          }),
      }}
    />
  );
}
