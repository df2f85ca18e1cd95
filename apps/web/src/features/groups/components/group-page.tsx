import { ERRORS, type GroupDetail } from '@portmarin/shared';
import { Globe, Lock, LogOut, Settings, ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { ReportButton } from '@/features/content-reports';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { DetailLoadError } from '@/components/detail-load-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { toastRequestError } from '@/lib/toasts';
import { useGroup } from '../api/get-group';
import { useCancelJoinRequest, useLeaveGroup } from '../api/join-group';
import { membersLabel } from '../lib/group-form';
import { GroupAvatar, GroupAvatarControls } from './group-avatar';
import { GroupMembers } from './group-members';
import { GroupPosts } from './group-posts';
import { DeleteGroup, GroupSettingsDialog } from './group-settings-dialog';
import { JoinGroupButton } from './join-group-button';

/** /groups/{id}: the group's header, its posts and its members. */
export function GroupPage() {
  const { id = '' } = useParams();
  const group = useGroup(id);

  if (group.isPending) return <LoadingStatus layout="page" />;
  if (group.isError) {
    return (
      <DetailLoadError
        query={group}
        notFound={{
          title: 'Groupe introuvable',
          text: "Ce groupe n'existe pas ou a été supprimé.",
          backTo: paths.groups,
          backLabel: 'Voir les groupes',
        }}
        failedTitle="Impossible de charger ce groupe"
      />
    );
  }
  return <GroupContent group={group.data} />;
}

function GroupContent({ group }: { group: GroupDetail }) {
  const session = useSession();
  const viewerId = session.status === 'ready' ? (session.user?.id ?? null) : null;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [tab, setTab] = useState('posts');

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground">
        <div className="flex items-start gap-4">
          <GroupAvatar url={group.avatarUrl} className="size-16" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold leading-tight break-words">{group.name}</h1>
              {group.hiddenByModeration && <HiddenByModerationBadge />}
              {group.isAdmin && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                  Admin
                </span>
              )}
            </div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                {group.isPrivate ? (
                  <Lock aria-hidden="true" className="size-4" />
                ) : (
                  <Globe aria-hidden="true" className="size-4" />
                )}
                {group.isPrivate ? 'Groupe privé' : 'Groupe public'}
              </span>
              {group.category && <span>{group.category}</span>}
              <span>{membersLabel(group.membersCount)}</span>
            </p>
          </div>
        </div>
        {group.description && <p className="text-sm whitespace-pre-line">{group.description}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <MembershipAction group={group} onShowMembers={() => setTab('members')} />
          {/* A group's admins run it: it is theirs, not to report. */}
          <ReportButton
            targetType="group"
            targetId={group.id}
            authorId={group.isAdmin ? viewerId : null}
            subject={`le groupe ${group.name}`}
            variant="text"
          />
          {group.isAdmin && <GroupAvatarControls group={group} />}
          {group.isAdmin && (
            <Button variant="outline" size="sm" onClick={() => setSettingsOpen(true)}>
              <Settings aria-hidden="true" />
              Paramètres
              {group.pendingRequestsCount > 0 && (
                <span className="rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground">
                  {group.pendingRequestsCount}
                  <span className="sr-only"> demandes en attente</span>
                </span>
              )}
            </Button>
          )}
        </div>
      </header>

      {group.canRead ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="posts">Publications</TabsTrigger>
            <TabsTrigger value="members">Membres</TabsTrigger>
          </TabsList>
          <TabsContent value="posts">
            <GroupPosts groupId={group.id} canPost={group.role !== null} />
          </TabsContent>
          <TabsContent value="members">
            <GroupMembers groupId={group.id} isAdmin={group.isAdmin} viewerId={viewerId} />
          </TabsContent>
        </Tabs>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-border bg-card p-8 text-center">
          <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="font-semibold">Ce groupe est privé</h2>
          <p className="text-sm text-muted-foreground">
            Seuls ses membres voient ses publications et ses membres. Demandez à le rejoindre.
          </p>
        </div>
      )}

      {group.isAdmin && <GroupSettingsDialog group={group} open={settingsOpen} onOpenChange={setSettingsOpen} />}
      {!group.isAdmin && group.canDelete && <ModeratorDelete group={group} />}
    </section>
  );
}

/**
 * Rejoindre, Demande envoyée (a click withdraws it) or Quitter le groupe; the last admin is told
 * before anything that they must name another admin, and led to the members to do it.
 */
function MembershipAction({ group, onShowMembers }: { group: GroupDetail; onShowMembers: () => void }) {
  const cancel = useCancelJoinRequest();
  const leave = useLeaveGroup();
  const [confirmLeave, setConfirmLeave] = useState(false);

  if (group.isLastAdmin) return <LastAdminLeave onShowMembers={onShowMembers} />;
  if (group.role) {
    return (
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title="Quitter le groupe ?"
        description={
          group.isPrivate
            ? `Pour revenir dans « ${group.name} », il faudra qu'un administrateur accepte votre demande.`
            : `Vous ne verrez plus « ${group.name} » dans Mes groupes.`
        }
        confirmLabel="Quitter le groupe"
        pending={leave.isPending}
        trigger={
          <Button variant="outline" size="sm">
            <LogOut aria-hidden="true" /> Quitter le groupe
          </Button>
        }
        onConfirm={() =>
          leave.mutate(group.id, {
            onSuccess: () => {
              setConfirmLeave(false);
              toast.success('Vous avez quitté le groupe', { description: `« ${group.name} »` });
            },
            onError: (error) => {
              setConfirmLeave(false);
              toastRequestError(error);
            },
          })
        }
      />
    );
  }
  if (group.requestPending) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label="Demande envoyée : annuler la demande"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(group.id, {
            onSuccess: () => toast.success('Demande annulée', { description: `« ${group.name} »` }),
            onError: (error) => toastRequestError(error),
          })
        }
      >
        {cancel.isPending ? <Spinner /> : <Undo2 aria-hidden="true" />}
        Demande envoyée
      </Button>
    );
  }
  return <JoinGroupButton group={group} />;
}

/** What 'Quitter le groupe' says to the group's only admin: no confirmation of a leave that would be refused. */
function LastAdminLeave({ onShowMembers }: { onShowMembers: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <LogOut aria-hidden="true" /> Quitter le groupe
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Vous êtes le dernier administrateur</AlertDialogTitle>
        <AlertDialogDescription>{ERRORS.GROUP_LAST_ADMIN.message}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Fermer</Button>
          </AlertDialogCancel>
          <Button
            onClick={() => {
              setOpen(false);
              onShowMembers();
            }}
          >
            <ShieldCheck aria-hidden="true" /> Nommer un administrateur
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A site moderator or admin who is not the group's admin may still delete an abusive group. */
function ModeratorDelete({ group }: { group: GroupDetail }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
      <h2 className="font-semibold">Modération</h2>
      <DeleteGroup group={group} />
    </div>
  );
}
