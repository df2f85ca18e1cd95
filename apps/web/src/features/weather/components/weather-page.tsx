import type { WeatherCurrent, WeatherData, WeatherDay, WeatherHour } from '@portmarin/shared';
import { AlertTriangle, Droplets, MapPin, RefreshCw, ShieldAlert, Waves } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { cn } from '@/lib/cn';
import { useWeather } from '../api/get-weather';
import { clockTime, dataAge, degrees, hectopascals, kilometres } from '../lib/format-weather';
import { uvLevel } from '../lib/uv';
import { WeatherIcon } from './weather-icon';

/**
 * Spec 8: the toast of a refresh that failed while data are shown. One id: a second failure
 * replaces the first instead of stacking an identical toast.
 */
const showWeatherError = () =>
  toast.error('Erreur météo', { id: 'weather-error', description: 'Impossible de récupérer les données météo' });

/** /weather: the town's weather (spec 2, "Weather"), from the server's provider cache. */
export function WeatherPage() {
  const town = useTown();
  const weather = useWeather();
  const { data, error, isFetching, dataUpdatedAt, errorUpdatedAt, refetch } = weather;

  // A toast for each fetch of this screen that got no fresh data over the data shown: an error, or
  // the last data again. With no data at all, the screen's own error (with « Réessayer ») says it once.
  const seen = useRef({ dataUpdatedAt, errorUpdatedAt });
  const hasData = data !== undefined;
  useEffect(() => {
    const last = seen.current;
    seen.current = { dataUpdatedAt, errorUpdatedAt };
    if (!hasData) return;
    if (errorUpdatedAt > last.errorUpdatedAt) showWeatherError();
    else if (dataUpdatedAt > last.dataUpdatedAt && data?.stale) showWeatherError();
  }, [dataUpdatedAt, errorUpdatedAt, data?.stale, hasData]);

  const refresh = () => void refetch({ cancelRefetch: false });

  return (
    <section aria-labelledby="weather-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id="weather-title" className="text-2xl font-bold">
            Météo
          </h1>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {town.townName}, {town.region}
          </p>
          {data && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Dernière mise à jour : {clockTime(data.fetchedAt)}
            </p>
          )}
        </div>
        <Button variant="outline" onClick={refresh} aria-busy={isFetching}>
          <RefreshCw aria-hidden="true" className={cn(isFetching && 'animate-spin')} />
          Actualiser
        </Button>
      </header>

      {data ? (
        <Forecast data={data} />
      ) : error ? (
        <LoadError title="Erreur météo" error={error} onRetry={refresh} />
      ) : (
        <WeatherSkeleton />
      )}

      <Link
        to={paths.sea}
        className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground hover:bg-accent"
      >
        <Waves aria-hidden="true" className="size-6 shrink-0 text-primary" />
        <span className="flex flex-col">
          <span className="font-semibold">La mer</span>
          <span className="text-sm text-muted-foreground">Marées, état de la mer et baignade</span>
        </span>
      </Link>
    </section>
  );
}

function Forecast({ data }: { data: WeatherData }) {
  return (
    <>
      {data.stale && <StaleNotice fetchedAt={data.fetchedAt} />}
      <CurrentConditions current={data.current} />
      {data.current.uvIndex !== null && <UvIndex value={data.current.uvIndex} />}
      <Hourly hours={data.hourly} />
      <Daily days={data.daily} />
      <Details current={data.current} />
    </>
  );
}

/** The provider could not be reached: these are its last data, and this is their age. */
function StaleNotice({ fetchedAt }: { fetchedAt: string }) {
  return (
    <div
      role="status"
      className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">Les données météo n’ont pas pu être actualisées.</span> {dataAge(fetchedAt)}.
      </p>
    </div>
  );
}

function CurrentConditions({ current }: { current: WeatherCurrent }) {
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="sr-only">Conditions actuelles</h2>
      <div className="flex items-center gap-4">
        <WeatherIcon icon={current.icon} className="size-16" />
        <div className="flex flex-col">
          <p className="text-5xl font-bold">{degrees(current.temperature)}C</p>
          <p className="text-lg font-medium">{current.condition}</p>
          <p className="text-sm text-muted-foreground">{current.description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="Ressenti" value={`${degrees(current.feelsLike)}C`} />
        <Figure label="Humidité" value={`${current.humidity} %`} />
        <Figure label="Vent" value={`${current.windSpeed} km/h ${current.windDirection}`} />
        <Figure label="Visibilité" value={orUnknown(current.visibility, kilometres)} />
      </dl>
    </Card>
  );
}

function UvIndex({ value }: { value: number }) {
  const level = uvLevel(value);
  return (
    <Card className="flex items-center justify-between gap-3 p-4">
      <div className="flex flex-col">
        <h2 className="text-sm text-muted-foreground">Indice UV</h2>
        <p className="text-2xl font-bold">
          {value} <span className="text-base font-medium">{level.label}</span>
        </p>
      </div>
      {level.protection && (
        <p className="flex items-center gap-2 text-sm font-medium">
          <ShieldAlert aria-hidden="true" className="size-5 text-primary" />
          Protection recommandée
        </p>
      )}
    </Card>
  );
}

function Precipitation({ value }: { value: number | null }) {
  // Unknown: an empty cell keeps the columns of the week aligned.
  if (value === null) return <span />;
  return (
    <span className="flex items-center gap-1 whitespace-nowrap text-xs text-muted-foreground">
      <Droplets aria-hidden="true" className="size-3" />
      <span className="sr-only">Risque de précipitations </span>
      {value} %
    </span>
  );
}

function Hourly({ hours }: { hours: WeatherHour[] }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-semibold">Prévisions heure par heure</h2>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {hours.map((hour) => (
          <li key={hour.time} className="flex flex-col items-center gap-1 rounded-lg bg-muted/50 p-2 text-center">
            <span className="text-xs font-medium">{hour.time}</span>
            <WeatherIcon icon={hour.icon} className="size-6" />
            <span className="sr-only">{hour.condition}</span>
            <span className="font-semibold">{degrees(hour.temp)}</span>
            <Precipitation value={hour.precipitation} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Daily({ days }: { days: WeatherDay[] }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-semibold">Prévisions sur 7 jours</h2>
      <ul className="flex flex-col divide-y divide-border">
        {days.map((day) => (
          <li key={day.date} className="grid grid-cols-[6rem_1fr_3.5rem_auto] items-center gap-2 py-2 sm:gap-3">
            <span className="font-medium">{day.day}</span>
            <span className="flex min-w-0 items-center gap-2">
              <WeatherIcon icon={day.icon} className="size-5" />
              <span className="text-sm">{day.condition}</span>
            </span>
            <Precipitation value={day.precipitation} />
            <span className="whitespace-nowrap text-sm tabular-nums">
              <span className="sr-only">Maximale </span>
              <span className="font-semibold">{degrees(day.high)}</span>
              <span aria-hidden="true"> / </span>
              <span className="sr-only">, minimale </span>
              <span className="text-muted-foreground">{degrees(day.low)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Details({ current }: { current: WeatherCurrent }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-semibold">Conditions détaillées</h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Figure label="Température ressentie" value={`${degrees(current.feelsLike)}C`} />
        <Figure label="Humidité" value={`${current.humidity} %`} />
        <Figure label="Vitesse du vent" value={`${current.windSpeed} km/h`} />
        <Figure label="Direction du vent" value={current.windDirection} />
        <Figure label="Visibilité" value={orUnknown(current.visibility, kilometres)} />
        <Figure label="Pression" value={hectopascals(current.pressure)} />
        <Figure label="Indice UV" value={orUnknown(current.uvIndex, (uv) => `${uv} (${uvLevel(uv).label})`)} />
        <Figure label="Lever du soleil" value={current.sunrise} />
        <Figure label="Coucher du soleil" value={current.sunset} />
      </dl>
    </Card>
  );
}

/** A value the provider left out says so rather than showing a made-up one. */
const orUnknown = (value: number | null, format: (value: number) => string) =>
  value === null ? 'Non communiqué' : format(value);

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-muted/50 p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** The first load: the screen's shape, without data. */
function WeatherSkeleton() {
  const block = 'animate-pulse rounded-xl bg-muted';
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Chargement de la météo…</span>
      <div aria-hidden="true" className={cn(block, 'h-44')} />
      <div aria-hidden="true" className={cn(block, 'h-20')} />
      <div aria-hidden="true" className={cn(block, 'h-36')} />
      <div aria-hidden="true" className={cn(block, 'h-72')} />
    </div>
  );
}
