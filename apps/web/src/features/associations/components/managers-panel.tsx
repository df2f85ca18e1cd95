import { UserMinus, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { LoadingStatus } from '@/components/loading-status';
import { toastRequestError } from '@/lib/toasts';
import {
  useAddAssociationManager,
  useAssociationManagers,
  useRemoveAssociationManager,
} from '../api/association-managers';

/** Admins name the residents who manage an association (they then edit it), and remove them. */
export function ManagersPanel({ associationId, associationName }: { associationId: string; associationName: string }) {
  const id = useId();
  const managers = useAssociationManagers(associationId, true);
  const add = useAddAssociationManager();
  const remove = useRemoveAssociationManager();
  const [username, setUsername] = useState('');

  function onAdd(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (!name) return;
    add.mutate(
      { associationId, username: name },
      {
        onSuccess: () => {
          setUsername('');
          toast.success('Gestionnaire nommé', { description: `@${name.replace(/^@/, '')} gère ${associationName}` });
        },
        onError: (error) => toastRequestError(error),
      },
    );
  }

  const list = managers.data?.managers ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Gestionnaires
      </h3>
      {managers.isPending && <LoadingStatus />}
      {managers.isError && <p className="text-sm text-destructive">{managers.error.message}</p>}
      {managers.data && list.length === 0 && (
        <p className="text-sm text-muted-foreground">Aucun gestionnaire : seuls les administrateurs la modifient.</p>
      )}
      {list.length > 0 && (
        <ul className="flex flex-col gap-2">
          {list.map((manager) => (
            <li key={manager.userId} className="flex items-center justify-between gap-2 text-sm">
              <span>
                {manager.name}
                {manager.username && <span className="text-muted-foreground"> @{manager.username}</span>}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { associationId, userId: manager.userId },
                    { onError: (error) => toastRequestError(error) },
                  )
                }
              >
                <UserMinus aria-hidden="true" />
                Retirer <span className="sr-only">{manager.name} des gestionnaires</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAdd} className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-username`}>Nom d’utilisateur du nouveau gestionnaire</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-username`}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            placeholder="marie.legoff"
            maxLength={100}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" disabled={add.isPending || username.trim() === ''}>
            {add.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
            Nommer
          </Button>
        </div>
      </form>
    </section>
  );
}
