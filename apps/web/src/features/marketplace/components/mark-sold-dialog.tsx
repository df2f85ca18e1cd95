import type { Listing } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { LoadingStatus } from '@/components/loading-status';
import { displayName } from '@/lib/format';
import { toastRequestError } from '@/lib/toasts';
import { useListingContacts } from '../api/list-listing-contacts';
import { useSetListingStatus } from '../api/set-listing-status';

const NOBODY = '';

/** 'Marquer comme vendu': to one of the residents who contacted the seller (it shows in their Mes achats), or to nobody here. */
export function MarkSoldDialog({ listing }: { listing: Listing }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [buyer, setBuyer] = useState(NOBODY);
  const contacts = useListingContacts(listing.id, open);
  const status = useSetListingStatus(listing.id);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    status.mutate(
      { status: 'sold', buyerId: buyer || null },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success('Annonce marquée comme vendue');
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>Marquer comme vendu</Button>
      <DialogContent>
        <DialogTitle>Marquer comme vendu</DialogTitle>
        <DialogDescription>
          Choisissez l’acheteur parmi les résidents qui vous ont contacté : l’achat apparaîtra dans ses achats. Une
          annonce vendue ne peut plus être modifiée.
        </DialogDescription>
        <form onSubmit={onSubmit} className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Acheteur</legend>
            {contacts.isPending ? (
              <LoadingStatus />
            ) : (
              [
                { value: NOBODY, label: 'Aucun (vendu en dehors de l’application)' },
                ...(contacts.data?.contacts ?? []).map((c) => ({ value: c.id, label: displayName(c) })),
              ].map((option) => (
                <label key={option.value || 'nobody'} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-buyer`}
                    value={option.value}
                    checked={buyer === option.value}
                    onChange={() => setBuyer(option.value)}
                    className="size-4 accent-primary"
                  />
                  {option.label}
                </label>
              ))
            )}
          </fieldset>
          <Button type="submit" disabled={status.isPending}>
            {status.isPending && <Spinner />}
            Confirmer la vente
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
