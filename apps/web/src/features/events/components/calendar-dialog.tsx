import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/loading-status';
import { toastRequestError } from '@/lib/toasts';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Lien copié', { description: 'Le lien a été copié dans le presse-papiers' });
  } catch {
    toast.error('Erreur', { description: 'Impossible de copier le lien' });
  }
}

/** 'Mon agenda': the private feed of the resident's participations, and the town's public feed. */
export function CalendarDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        Mon agenda
      </Button>
      <DialogContent>
        <DialogTitle>Mon agenda</DialogTitle>
        <DialogDescription>
          Abonnez votre application d'agenda à ces liens : elle se met à jour toute seule.
        </DialogDescription>
        {open && <CalendarFeeds />}
      </DialogContent>
    </Dialog>
  );
}

function CalendarFeeds() {
  const id = useId();
  const feed = useCalendarFeed(true);
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  if (feed.isPending) return <LoadingStatus />;
  if (feed.isError)
    return (
      <LoadError
        title="Impossible de charger vos liens d'agenda"
        error={feed.error}
        onRetry={() => void feed.refetch()}
      />
    );
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-private`} className="text-sm font-medium">
          Mes participations (lien privé)
        </label>
        <p id={`${id}-private-hint`} className="text-xs text-muted-foreground">
          Ne le partagez pas : il donne accès à la liste des événements auxquels vous participez.
        </p>
        <div className="flex gap-2">
          <Input
            id={`${id}-private`}
            readOnly
            value={feed.data.privateUrl}
            aria-describedby={`${id}-private-hint`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            variant="outline"
            size="icon"
            aria-label="Copier le lien privé"
            onClick={() => void copy(feed.data.privateUrl)}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Réinitialiser le lien ?"
          description="L'ancien lien cessera de fonctionner : les agendas abonnés devront utiliser le nouveau."
          confirmLabel="Réinitialiser le lien"
          pending={reset.isPending}
          trigger={
            <Button variant="outline" size="sm" className="self-start">
              <RefreshCw aria-hidden="true" />
              Réinitialiser le lien
            </Button>
          }
          onConfirm={() =>
            reset.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success('Lien réinitialisé', { description: "L'ancien lien ne fonctionne plus." });
              },
              onError: (error) => toastRequestError(error),
            })
          }
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-public`} className="text-sm font-medium">
          Tous les événements de la ville (lien public)
        </label>
        <div className="flex gap-2">
          <Input id={`${id}-public`} readOnly value={feed.data.publicUrl} onFocus={(e) => e.currentTarget.select()} />
          <Button
            variant="outline"
            size="icon"
            aria-label="Copier le lien public"
            onClick={() => void copy(feed.data.publicUrl)}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
