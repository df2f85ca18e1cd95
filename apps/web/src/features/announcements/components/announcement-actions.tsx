import type { Announcement } from '@portmarin/shared';
import { Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useWithdrawAnnouncement } from '../api/save-announcement';
import { AnnouncementFormDialog } from './announcement-form-dialog';

/** The mairie's 'Modifier' and 'Retirer' on one announcement. */
export function AnnouncementActions({ announcement }: { announcement: Announcement }) {
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawAnnouncement();
  if (!announcement.canEdit || announcement.status === 'withdrawn') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <AnnouncementFormDialog
        open={editing}
        onOpenChange={setEditing}
        announcement={announcement}
        trigger={
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
        }
      />
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title="Retirer l’annonce ?"
        description={`« ${announcement.title} » ne sera plus affichée aux habitants ni dans les flux.`}
        confirmLabel="Retirer"
        pending={withdraw.isPending}
        trigger={
          <Button variant="outline" size="sm">
            <Undo2 aria-hidden="true" />
            Retirer
          </Button>
        }
        onConfirm={() =>
          withdraw.mutate(announcement.id, {
            onSuccess: () => {
              setWithdrawing(false);
              toast.success('Annonce retirée', { description: `« ${announcement.title} »` });
            },
            onError: (error) =>
              toast.error('Erreur', {
                description: error instanceof ApiError ? error.message : 'Impossible de retirer l’annonce',
              }),
          })
        }
      />
    </div>
  );
}
