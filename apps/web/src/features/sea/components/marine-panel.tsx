import type { MarineConditions } from '@portmarin/shared';
import { AlertTriangle, ArrowDown, ArrowUp, Thermometer, Waves } from 'lucide-react';
import { Card } from '@/components/ui/card';
import {
  celsius,
  clockTime,
  compassPoint,
  dataAge,
  dayLabel,
  metres,
  seconds,
  tideHeight,
  tideLabel,
} from '../lib/sea-format';

/** The provider's part of the page: water temperature, sea state and the tides ahead. */
export function MarinePanel({ marine, error }: { marine: MarineConditions | null; error: string | null }) {
  if (!marine) {
    return (
      <div
        role="status"
        className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{error ?? 'Les données marines sont momentanément indisponibles.'}</p>
      </div>
    );
  }
  const { seaState, waterTemperature, tides } = marine;
  return (
    <section aria-labelledby="marine-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="marine-title" className="text-lg font-semibold">
          Conditions en mer
        </h2>
        <p className="text-sm text-muted-foreground">Dernière mise à jour : {clockTime(marine.fetchedAt)}</p>
      </div>
      {marine.stale && (
        <div
          role="status"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-medium">Les données marines n’ont pas pu être actualisées.</span>{' '}
            {dataAge(marine.fetchedAt)}.
          </p>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Card className="flex items-center gap-3 p-4">
          <Thermometer aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <div className="flex flex-col">
            <h3 className="text-sm text-muted-foreground">Température de l’eau</h3>
            <p className="text-2xl font-bold">
              {waterTemperature == null ? 'Non disponible' : celsius(waterTemperature)}
            </p>
          </div>
        </Card>
        <Card className="flex items-start gap-3 p-4">
          <Waves aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <div className="flex flex-col">
            <h3 className="text-sm text-muted-foreground">État de la mer</h3>
            {seaState ? (
              <>
                <p className="text-2xl font-bold">{seaState.label}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
                  <dt className="text-muted-foreground">Vagues</dt>
                  <dd>{metres(seaState.waveHeight)}</dd>
                  {seaState.wavePeriod != null && (
                    <>
                      <dt className="text-muted-foreground">Période</dt>
                      <dd>{seconds(seaState.wavePeriod)}</dd>
                    </>
                  )}
                  {seaState.waveDirection != null && (
                    <>
                      <dt className="text-muted-foreground">Provenance</dt>
                      <dd>
                        {compassPoint(seaState.waveDirection)} ({seaState.waveDirection}°)
                      </dd>
                    </>
                  )}
                </dl>
              </>
            ) : (
              <p className="text-2xl font-bold">Non disponible</p>
            )}
          </div>
        </Card>
      </div>
      <Card className="flex flex-col gap-2 p-4">
        <h3 className="font-semibold">Prochaines marées</h3>
        {tides.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune marée connue pour les prochaines 48 heures.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {tides.map((tide) => (
              <li key={tide.time} className="flex items-center gap-3 py-2">
                {tide.type === 'high' ? (
                  <ArrowUp aria-hidden="true" className="size-5 shrink-0 text-primary" />
                ) : (
                  <ArrowDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                )}
                <span className="w-24 font-medium">{tideLabel(tide)}</span>
                <span className="flex-1">
                  {dayLabel(tide.time)} à {clockTime(tide.time)}
                </span>
                <span className="tabular-nums">{tideHeight(tide.height)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">
          Hauteurs par rapport au niveau moyen de la mer. Données indicatives : ne remplacent pas l’annuaire officiel
          des marées pour la navigation.
        </p>
      </Card>
    </section>
  );
}
