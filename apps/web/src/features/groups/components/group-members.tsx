import type { GroupMember } from '@portmarin/shared';
import { ShieldCheck, UserMinus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InfiniteList } from '@/components/infinite-list';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import { toastRequestError } from '@/lib/toasts';
import { useGroupMembers, useManageMember } from '../api/list-group-members';

type GroupMembersProps = { groupId: string; isAdmin: boolean; viewerId: string | null };

/** The members, the founder first; a group admin removes others or names them admin. */
export function GroupMembers({ groupId, isAdmin, viewerId }: GroupMembersProps) {
  const query = useGroupMembers(groupId);
  const members = query.data?.pages.flatMap((page) => page.members) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <InfiniteList
        query={query}
        count={members.length}
        moreLabel="Voir plus de membres"
        loading={<LoadingStatus />}
        failed={<p className="text-sm text-destructive">Impossible de charger les membres. {query.error?.message}</p>}
        empty={<p className="text-sm text-muted-foreground">Ce groupe n'a pas encore de membres.</p>}
      >
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
          {members.map((member) => (
            <MemberRow
              key={member.id}
              groupId={groupId}
              member={member}
              canManage={isAdmin && member.id !== viewerId}
            />
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}

function MemberRow({ groupId, member, canManage }: { groupId: string; member: GroupMember; canManage: boolean }) {
  const manage = useManageMember(groupId);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const name = member.name;

  function promote() {
    manage.mutate(
      { userId: member.id, action: 'promote' },
      {
        onSuccess: () =>
          toast.success('Administrateur nommé', { description: `${name} administre maintenant le groupe.` }),
        onError: (error) => toastRequestError(error),
      },
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Avatar name={name} image={member.image} className="size-10 text-sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        {member.username ? (
          <Link to={paths.publicProfile(member.username)} className="truncate font-medium hover:underline">
            {name}
          </Link>
        ) : (
          <span className="truncate font-medium">{name}</span>
        )}
        <span className="text-xs text-muted-foreground">{member.role === 'admin' ? 'Administrateur' : 'Membre'}</span>
      </div>
      {member.role === 'admin' && (
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">Admin</span>
      )}
      {canManage && (
        <div className="flex gap-2">
          {member.role === 'member' && (
            <Button
              variant="outline"
              size="sm"
              disabled={manage.isPending}
              aria-label={`Nommer ${name} administrateur`}
              onClick={promote}
            >
              <ShieldCheck aria-hidden="true" /> Nommer administrateur
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Retirer ce membre ?"
            description={`${name} ne fera plus partie du groupe.`}
            confirmLabel="Retirer"
            pending={manage.isPending}
            trigger={
              <Button ref={removeButton} variant="outline" size="sm" aria-label={`Retirer ${name} du groupe`}>
                <UserMinus aria-hidden="true" /> Retirer
              </Button>
            }
            onConfirm={() => {
              // The row leaves the list once the dialog has given focus back to its button.
              if (removeButton.current) focusAfterRemoval(removeButton.current);
              manage.mutate(
                { userId: member.id, action: 'remove' },
                {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success('Membre retiré', { description: `${name} a été retiré du groupe.` });
                  },
                  onError: (error) => toastRequestError(error),
                },
              );
            }}
          />
        </div>
      )}
    </li>
  );
}
