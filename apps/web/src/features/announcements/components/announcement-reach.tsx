import type { AnnouncementReach as Reach } from '@portmarin/shared';
import { formatCount } from '@/lib/format';

/** What the mairie sees of one announcement: devices reached, failed deliveries, residents who opened it. */
export function AnnouncementReach({ reach, titleId }: { reach: Reach; titleId: string }) {
  const figures = [
    { label: 'Appareils notifiés', value: reach.devices },
    { label: 'Envois en échec', value: reach.failed },
    { label: 'Habitants qui l’ont ouverte', value: reach.opened },
    { label: 'dont depuis la notification', value: reach.openedFromPush },
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-muted/40 p-3">
      <h3 id={titleId} className="text-sm font-semibold">
        {reach.sentAt ? 'Diffusion' : 'Diffusion (envoi en cours)'}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="font-semibold">{formatCount(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
