import type { Announcement } from '@portmarin/shared';
import { Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { EditWithdrawActions } from '@/components/edit-withdraw-actions';
import { ApiError } from '@/lib/api-client';
import { useWithdrawAnnouncement } from '../api/save-announcement';
import { AnnouncementFormDialog } from './announcement-form-dialog';

/** The mairie's 'Modifier' and 'Retirer' on one announcement. */
export function AnnouncementActions({ announcement }: { announcement: Announcement }) {
  const withdraw = useWithdrawAnnouncement();
  if (!announcement.canEdit || announcement.status === 'withdrawn') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <EditWithdrawActions
        editDialog={(dialog) => <AnnouncementFormDialog {...dialog} announcement={announcement} />}
        withdraw={{
          icon: <Undo2 aria-hidden="true" />,
          label: 'Retirer',
          title: 'Retirer l’annonce ?',
          description: `« ${announcement.title} » ne sera plus affichée aux habitants ni dans les flux.`,
          confirmLabel: 'Retirer',
          pending: withdraw.isPending,
          onConfirm: (done) =>
            withdraw.mutate(announcement.id, {
              onSuccess: () => {
                done();
                toast.success('Annonce retirée', { description: `« ${announcement.title} »` });
              },
              onError: (error) =>
                toast.error('Erreur', {
                  description: error instanceof ApiError ? error.message : 'Impossible de retirer l’annonce',
                }),
            }),
        }}
      />
    </div>
  );
}
