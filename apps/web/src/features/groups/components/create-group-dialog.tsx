import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isSuspension } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useCreateGroup } from '../api/create-group';
import { EMPTY_GROUP_FORM, validateGroupForm } from '../lib/group-form';
import { GroupFormFields } from './group-form-fields';

/** The title's create control: a dialog for residents; visitors are sent to sign in. */
export function CreateGroupButton({ onCreated }: { onCreated?: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'ready' && session.user !== null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        disabled={session.status === 'loading'}
        onClick={() => (signedIn ? setOpen(true) : void navigate(paths.auth))}
      >
        <Plus aria-hidden="true" />
        Créer un groupe
      </Button>
      <DialogContent>
        <DialogTitle>Créer un groupe</DialogTitle>
        <DialogDescription>Réunissez les habitants autour d'un intérêt commun.</DialogDescription>
        {/* Mounted only while open: each opening starts empty. */}
        <CreateGroupForm
          onCreated={() => {
            setOpen(false);
            onCreated?.();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CreateGroupForm({ onCreated }: { onCreated: () => void }) {
  const { values, setValues, errors, pending, onSubmit } = useRecordForm({
    initial: () => EMPTY_GROUP_FORM,
    validate: validateGroupForm,
    save: useCreateGroup(),
    invalidToast: (errors) => errors.name,
    saved: (_input, group) => ['Groupe créé', `« ${group.name} » est prêt : invitez vos voisins !`],
    onDone: onCreated,
    focus: false,
    // The spec's message, unless the account is suspended: then the server says why and until when.
    failure: (error) => (isSuspension(error) ? error.message : 'Impossible de créer le groupe'),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      <GroupFormFields values={values} errors={errors} onChange={setValues} />
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending ? 'Création en cours...' : 'Créer le groupe'}
      </Button>
    </form>
  );
}
