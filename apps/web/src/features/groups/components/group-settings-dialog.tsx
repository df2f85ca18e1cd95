import type { Group } from '@portmarin/shared';
import { Check, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { InfiniteList } from '@/components/infinite-list';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toasts';
import { useAnswerRequest, useGroupRequests } from '../api/list-group-requests';
import { useDeleteGroup, useUpdateGroup } from '../api/update-group';
import { formCategory, validateGroupForm, type GroupFormValues } from '../lib/group-form';
import { GroupFormFields } from './group-form-fields';

type GroupSettingsDialogProps = {
  group: Group;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A group admin's settings: the group's fields, the waiting requests, and deleting the group. */
export function GroupSettingsDialog({ group, open, onOpenChange }: GroupSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Paramètres du groupe</DialogTitle>
        <DialogDescription>Modifiez « {group.name} », répondez aux demandes ou supprimez le groupe.</DialogDescription>
        {open && (
          <>
            <EditGroupForm group={group} onSaved={() => onOpenChange(false)} />
            <JoinRequests groupId={group.id} />
            <DeleteGroup group={group} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditGroupForm({ group, onSaved }: { group: Group; onSaved: () => void }) {
  const { values, setValues, errors, pending, onSubmit } = useRecordForm({
    initial: (): GroupFormValues => ({
      name: group.name,
      description: group.description ?? '',
      category: formCategory(group.category),
      isPrivate: group.isPrivate,
    }),
    validate: validateGroupForm,
    save: useUpdateGroup(group.id),
    // This form never moved focus nor toasted refused values: the messages under the fields say it.
    focus: false,
    saved: () => ['Groupe mis à jour', 'Les modifications ont été enregistrées'],
    onDone: onSaved,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      <GroupFormFields values={values} errors={errors} onChange={setValues} />
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        Enregistrer
      </Button>
    </form>
  );
}

function JoinRequests({ groupId }: { groupId: string }) {
  const query = useGroupRequests(groupId);
  const answer = useAnswerRequest(groupId);
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];

  function respond(userId: string, name: string, approve: boolean) {
    answer.mutate(
      { userId, approve },
      {
        onSuccess: () =>
          toast.success(approve ? 'Demande acceptée' : 'Demande refusée', {
            description: approve ? `${name} fait maintenant partie du groupe.` : `La demande de ${name} a été refusée.`,
          }),
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <section aria-labelledby={`requests-${groupId}`} className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id={`requests-${groupId}`} className="font-semibold">
        Demandes d'adhésion
      </h3>
      <InfiniteList
        query={query}
        count={requests.length}
        loading={<LoadingStatus />}
        failed={<p className="text-sm text-destructive">Impossible de charger les demandes.</p>}
        empty={<p className="text-sm text-muted-foreground">Aucune demande en attente.</p>}
      >
        <ul className="flex flex-col gap-2">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <Avatar name={request.name} image={request.image} className="size-9 text-sm" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{request.name}</span>
              <Button
                size="sm"
                disabled={answer.isPending}
                aria-label={`Accepter ${request.name}`}
                onClick={() => respond(request.id, request.name, true)}
              >
                <Check aria-hidden="true" /> Accepter
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.isPending}
                aria-label={`Refuser ${request.name}`}
                onClick={() => respond(request.id, request.name, false)}
              >
                <X aria-hidden="true" /> Refuser
              </Button>
            </li>
          ))}
        </ul>
      </InfiniteList>
    </section>
  );
}

/** Deleting is final: posts, members and requests go with the group. */
export function DeleteGroup({ group }: { group: Pick<Group, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGroup(group.id);
  const navigate = useNavigate();

  return (
    <div className="border-t border-border pt-4">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Supprimer le groupe ?"
        description={`« ${group.name} », ses publications et ses membres seront supprimés définitivement.`}
        confirmLabel="Supprimer le groupe"
        pending={remove.isPending}
        trigger={
          <Button variant="destructive" size="sm">
            <Trash2 aria-hidden="true" /> Supprimer le groupe
          </Button>
        }
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast.success('Groupe supprimé', { description: `« ${group.name} » a été supprimé.` });
              void navigate(paths.groups);
            },
            onError: (error) => toastRequestError(error),
          })
        }
      />
    </div>
  );
}
