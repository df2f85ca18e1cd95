import type { SeaBeach, WaterNotice } from '@portmarin/shared';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { WebcamCard } from '@/features/webcams';
import { useTown } from '@/config/town';
import { cn } from '@/lib/cn';
import { toastRequestError } from '@/lib/toasts';
import { useEndWaterNotice } from '../api/end-water-notice';
import {
  FLAG_BADGE_CLASS,
  NOTICE_BADGE_CLASS,
  flagText,
  noticeLevelLabel,
  publishedLabel,
  untilLabel,
} from '../lib/sea-format';
import { FlagForm } from './flag-form';
import { NoticeForm } from './notice-form';

/** One beach: its swimming flag, the water notices being shown, its webcam; admins also manage them. */
export function BeachCard({ beach, admin }: { beach: SeaBeach; admin: boolean }) {
  const webcam = useTown().webcams.find((w) => w.id === beach.webcamId);
  const titleId = useId();
  const formId = useId();
  const [noticeFormOpen, setNoticeFormOpen] = useState(false);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {beach.name}
      </h3>
      <FlagStatus beach={beach} />

      <div className="flex flex-col gap-2">
        <h4 className="font-medium">Qualité de l’eau</h4>
        {beach.notices.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun avis en cours.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {beach.notices.map((notice) => (
              <li key={notice.id}>
                <NoticeItem notice={notice} admin={admin} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {admin && (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-3">
          <p className="text-sm font-medium">Gestion par la mairie</p>
          <FlagForm beach={beach} />
          <Button
            variant="outline"
            className="self-start"
            aria-expanded={noticeFormOpen}
            aria-controls={formId}
            onClick={() => setNoticeFormOpen((open) => !open)}
          >
            Ajouter un avis
          </Button>
          {noticeFormOpen && <NoticeForm id={formId} beach={beach} onClose={() => setNoticeFormOpen(false)} />}
        </div>
      )}

      {webcam && <WebcamCard webcam={webcam} />}
    </section>
  );
}

/** The flag as a coloured badge that names its colour, with its meaning and the lifeguards' note. */
function FlagStatus({ beach }: { beach: SeaBeach }) {
  const { label, meaning } = flagText(beach.flag?.colour ?? null);
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="sr-only">Drapeau de baignade :</span>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
            FLAG_BADGE_CLASS[beach.flag?.colour ?? 'none'],
          )}
        >
          <Flag aria-hidden="true" className="size-4" />
          {label}
        </span>
        {meaning && <span className="text-sm font-medium">{meaning}</span>}
      </p>
      {beach.flag?.note && <p className="text-sm text-muted-foreground">{beach.flag.note}</p>}
    </div>
  );
}

function NoticeItem({ notice, admin }: { notice: WaterNotice; admin: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const end = useEndWaterNotice();
  const confirmEnd = () =>
    end.mutate(notice.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Avis terminé', { description: `« ${notice.title} » n’est plus affiché.` });
      },
      onError: (error) => toastRequestError(error),
    });

  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', NOTICE_BADGE_CLASS[notice.level])}>
          {noticeLevelLabel(notice.level)}
        </span>
        <p className="font-medium">{notice.title}</p>
      </div>
      <p className="whitespace-pre-line text-sm">{notice.body}</p>
      <p className="text-xs text-muted-foreground">
        {publishedLabel(notice.publishedAt)}
        {notice.endsAt && ` · ${untilLabel(notice.endsAt)}`}
      </p>
      {admin && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Terminer cet avis ?"
          description={`« ${notice.title} » ne sera plus affiché sur la page de la mer.`}
          confirmLabel="Terminer l’avis"
          pending={end.isPending}
          onConfirm={confirmEnd}
          trigger={
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              aria-label={`Terminer l’avis « ${notice.title} »`}
            >
              Terminer l’avis
            </Button>
          }
        />
      )}
    </div>
  );
}
