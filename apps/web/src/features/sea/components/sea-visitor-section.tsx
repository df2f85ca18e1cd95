import { Waves } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { VisitorSection } from '@/components/visitor-section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSea } from '../api/get-sea';
import { celsius, FLAG_BADGE_CLASS, flagText, metres, noticeLevelLabel } from '../lib/sea-format';

/** The visitors' home: each beach's flag (and a water notice, if any), the water's temperature and the sea state. */
export function SeaVisitorSection() {
  const sea = useSea();
  return (
    <VisitorSection
      title="Plages et mer"
      icon={<Waves aria-hidden="true" className="size-5 text-primary" />}
      more={{ to: paths.sea, label: 'Toute la mer : marées, avis, webcams' }}
    >
      {sea.isPending ? (
        <LoadingStatus />
      ) : sea.isError ? (
        <LoadError title="Impossible de charger la mer" error={sea.error} onRetry={() => void sea.refetch()} />
      ) : (
        <>
          {sea.data.marine && (
            <p className="text-sm">
              {sea.data.marine.waterTemperature !== null && <>Eau à {celsius(sea.data.marine.waterTemperature)}</>}
              {sea.data.marine.waterTemperature !== null && sea.data.marine.seaState && ' · '}
              {sea.data.marine.seaState && (
                <>
                  Mer {sea.data.marine.seaState.label.toLowerCase()} ({metres(sea.data.marine.seaState.waveHeight)})
                </>
              )}
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {sea.data.beaches.map((beach) => {
              const flag = flagText(beach.flag?.colour ?? null);
              const notice = beach.notices[0];
              return (
                <li key={beach.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{beach.name}</span>
                  <span className="flex flex-wrap items-center gap-1.5">
                    {notice && (
                      <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                        {noticeLevelLabel(notice.level)}
                      </span>
                    )}
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-medium',
                        FLAG_BADGE_CLASS[beach.flag?.colour ?? 'none'],
                      )}
                    >
                      {beach.flag ? `Drapeau ${flag.label.toLowerCase()}` : flag.label}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </VisitorSection>
  );
}
